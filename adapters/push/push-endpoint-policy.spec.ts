import type { lookup } from 'node:dns';
import { isPublicAddress, loadPushSettings, PushEndpointPolicy } from './push-endpoint-policy';

/** A resolver answering from a table, as a hostile DNS server could. */
const resolverOf = (table: Record<string, string[]>) =>
  ((host: string, _options: object, callback: (err: Error | null, all: { address: string; family: number }[]) => void) => {
    const all = table[host];
    if (!all) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    callback(null, all.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  }) as unknown as typeof lookup;

describe('push endpoint policy', () => {
  it.each([
    ['127.0.0.1', false], ['10.1.2.3', false], ['172.16.0.9', false], ['192.168.1.1', false], ['169.254.169.254', false],
    ['100.64.0.1', false], ['224.0.0.1', false], ['0.0.0.0', false], ['255.255.255.255', false], ['::1', false], ['fd00::1', false],
    ['fe80::1', false], ['::ffff:127.0.0.1', false], ['::ffff:10.0.0.1', false], ['ff02::1', false], ['::', false], ['::127.0.0.1', false], ['::7f00:1', false],
    ['142.250.74.106', true], ['2a00:1450:4007:80e::200a', true], ['::ffff:142.250.74.106', true], ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  const open = new PushEndpointPolicy(loadPushSettings({}));
  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'https://'],
    ['https://127.0.0.1/x', 'public address'],
    ['https://2130706433/x', 'public address'],
    ['https://[::ffff:7f00:1]/x', 'public address'],
    ['https://[::127.0.0.1]/x', 'public address'],
    ['https://[fd12::1]/x', 'public address'],
    ['https://localhost/x', 'public address'],
    ['https://metadata/x', 'public address'],
    ['https://fcm.googleapis.com:8443/x', 'port 8443'],
    ['https://user:pw@fcm.googleapis.com/x', 'user name'],
    ['not a url', 'not a URL'],
  ])('refuses %s before any connection', (endpoint, reason) => {
    expect(open.checkUrl(endpoint)).toContain(reason);
  });

  it('accepts only the configured push services when PUSH_ALLOWED_HOSTS is set', () => {
    const policy = new PushEndpointPolicy(loadPushSettings({ PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com, *.notify.windows.com, web.push.apple.com' }));
    expect(policy.checkUrl('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(policy.checkUrl('https://wns2-par02p.notify.windows.com/w/?token=x')).toBeNull();
    expect(policy.checkUrl('https://evil.example/fcm.googleapis.com')).toContain('not a known push service');
    expect(policy.checkUrl('https://fcm.googleapis.com.evil.example/x')).toContain('not a known push service');
  });

  it('refuses a host that resolves to any private address, at check time and at connect time', async () => {
    const policy = new PushEndpointPolicy(loadPushSettings({}), resolverOf({ 'push.example.com': ['142.250.74.106'], 'inside.example.com': ['142.250.74.106', '10.0.0.7'] }));
    expect(await policy.check('https://push.example.com/x')).toBeNull();
    expect(await policy.check('https://inside.example.com/x')).toContain('public address');
    expect(await policy.check('https://nowhere.example.com/x')).toContain('does not resolve');
    const connect = (host: string) => new Promise<string>((done) => policy.lookup(host, {}, (err, address) => done(err ? `refused: ${err.message}` : String(address))));
    expect(await connect('push.example.com')).toBe('142.250.74.106');
    expect(await connect('inside.example.com')).toMatch(/^refused: .*not public/);
  });

  it('allows a private host only when PUSH_ALLOW_PRIVATE_HOSTS names it (tests), never by default', () => {
    expect(loadPushSettings({}).allowPrivateHosts).toEqual([]);
    const policy = new PushEndpointPolicy(loadPushSettings({ PUSH_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }));
    expect(policy.checkUrl('https://127.0.0.1:9443/x')).toBeNull();
    expect(policy.checkUrl('https://127.0.0.2:9443/x')).toContain('port 9443');
    expect(() => loadPushSettings({ PUSH_ALLOWED_PORTS: '443,abc' })).toThrow('PUSH_ALLOWED_PORTS');
  });
});
