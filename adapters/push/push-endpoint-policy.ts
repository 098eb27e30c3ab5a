import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import * as ipaddr from 'ipaddr.js';

/** Where push messages may go: PUSH_ALLOWED_HOSTS, PUSH_ALLOWED_PORTS, PUSH_ALLOW_PRIVATE_HOSTS. */
export interface PushSettings {
  /** Host suffixes push endpoints must end with (fcm.googleapis.com, *.notify.windows.com); empty allows any public host. */
  allowedHosts: string[];
  /** Ports endpoints may use; 443 unless configured. */
  allowedPorts: number[];
  /**
   * TEST ONLY: hosts or addresses (e.g. 127.0.0.1) allowed although they are not public, on any
   * port. Tests set it for their local push receiver; it is empty unless PUSH_ALLOW_PRIVATE_HOSTS says otherwise.
   */
  allowPrivateHosts: string[];
}

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

export function loadPushSettings(env: NodeJS.ProcessEnv): PushSettings {
  const ports = list(env.PUSH_ALLOWED_PORTS).map(Number);
  if (ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) throw new Error(`PUSH_ALLOWED_PORTS must be a comma-separated list of ports, got "${env.PUSH_ALLOWED_PORTS}"`);
  return {
    allowedHosts: list(env.PUSH_ALLOWED_HOSTS).map((h) => h.replace(/^\*\./, '')),
    allowedPorts: ports.length ? ports : [443],
    allowPrivateHosts: list(env.PUSH_ALLOW_PRIVATE_HOSTS),
  };
}

/** IPv6's global unicast block, the only one public hosts live in. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * An address is public when it is ordinary unicast: no loopback, private, link-local, CGNAT,
 * multicast, unique-local or translated forms. An IPv6 address must also lie in global unicast
 * (2000::/3): that leaves out the deprecated IPv4-compatible form (::127.0.0.1), which ipaddr.js
 * calls unicast.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) back into the IPv4 address it names.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

/** Why a push endpoint is refused (a sentence naming what is wrong), or null when it may be used. */
export type EndpointVerdict = string | null;

/**
 * Keeps Web Push from becoming a request forgery tool: endpoints must be https on an allowed port
 * and host, and every address the host resolves to must be public. The same check runs when a
 * subscription is stored and inside the connection (`lookup`), so the address checked is the
 * address connected to, whatever the DNS answers in between.
 */
export class PushEndpointPolicy {
  constructor(private readonly settings: PushSettings, private readonly resolve: typeof dnsLookup = dnsLookup) {}

  private privateAllowed(host: string): boolean {
    return this.settings.allowPrivateHosts.includes(host.toLowerCase());
  }

  /** The checks that need no DNS: scheme, port, host allow-list, literal addresses. */
  checkUrl(endpoint: string): EndpointVerdict {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'the endpoint is not a URL';
    }
    if (url.protocol !== 'https:') return 'the endpoint must be an https:// URL';
    if (url.username || url.password) return 'the endpoint must not carry a user name or password';
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (this.privateAllowed(host)) return null;
    const port = url.port ? Number(url.port) : 443;
    if (!this.settings.allowedPorts.includes(port)) return `the endpoint's port ${port} is not allowed (allowed: ${this.settings.allowedPorts.join(', ')})`;
    const { allowedHosts } = this.settings;
    if (allowedHosts.length && !allowedHosts.some((h) => host === h || host.endsWith(`.${h}`))) return `the endpoint's host ${host} is not a known push service`;
    if (isIP(host) && !isPublicAddress(host)) return 'the endpoint is not on a public address';
    if (!isIP(host) && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))) return 'the endpoint is not on a public address';
    return null;
  }

  /** `checkUrl` plus DNS: every address the host resolves to must be public. */
  async check(endpoint: string): Promise<EndpointVerdict> {
    const verdict = this.checkUrl(endpoint);
    if (verdict) return verdict;
    const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) || this.privateAllowed(host)) return null;
    const addresses = await new Promise<LookupAddress[] | null>((done) => this.resolve(host, { all: true }, (err, all) => done(err ? null : all)));
    if (!addresses?.length) return `the endpoint's host ${host} does not resolve`;
    return addresses.every((a) => isPublicAddress(a.address)) ? null : 'the endpoint is not on a public address';
  }

  /** A `lookup` for an https.Agent: resolves like dns.lookup but fails on any address that is not public. */
  readonly lookup = ((hostname: string, options: object, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    this.resolve(hostname, { ...options, all: true }, (err, all) => {
      if (err) return callback(err, '', 0);
      if (!this.privateAllowed(hostname) && !all.every((a) => isPublicAddress(a.address))) {
        return callback(Object.assign(new Error('push endpoint resolves to an address that is not public'), { code: 'PUSH_ADDRESS_REFUSED' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, all);
      callback(null, all[0].address, all[0].family);
    });
  }) as unknown as typeof dnsLookup;
}
