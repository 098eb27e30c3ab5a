import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import { DEFAULT_CARRIER, locateCountry } from '../carriers/resolve-country';
import { assessCompatibility } from '../compatibility/assess-compatibility';
import type { Assessment } from '../compatibility/compatibility.types';
import type { VoiceKnowledge } from '../compatibility/voice-knowledge';
import type { DeviceModel } from '../devices/device';
import type { DeviceRegistry } from '../devices/device-registry';
import { identifyDevice, type IdentifiedDevice } from '../devices/identify-device';
import { parseImei, type Imei } from '../imei/imei';
import type { Clock, RandomSource } from '../shared/clock';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Blacklist } from './blacklist';
import type { CheckResult } from './check-result';
import type { SearchChannel, SearchLog, SearchRecord } from './search-log';

export interface CheckDeviceInput {
  imei: string;
  /** Carrier name as listed by the carrier directory; the default carrier when absent. */
  network?: string;
  /** Location text, or 'lat,lng' when the visitor shared coordinates. */
  location?: string;
  /**
   * The country the carrier list was shown for. Carrier names repeat across countries
   * ("Vodafone"), so it picks the right one; without it the location text decides.
   */
  country?: string;
  channel: SearchChannel;
  apiKeyId?: string | null;
  /** The web form takes exactly 15 digits; the API and CLI also accept a 16-digit IMEISV. */
  allowImeisv?: boolean;
}

export interface CheckDeviceDeps {
  devices: DeviceRegistry;
  carriers: CarrierDirectory;
  blacklist: Blacklist;
  searches: SearchLog;
  clock: Clock;
  random: RandomSource;
  /** Sourced voice facts (maker statements, carrier configuration, acceptance policies); none when absent. */
  voice?: VoiceKnowledge;
}

/** The check: validate, refuse blocked IMEIs, identify, assess, record the search, answer. */
export class CheckDevice {
  constructor(private readonly deps: CheckDeviceDeps) {}

  async execute(input: CheckDeviceInput): Promise<Result<CheckResult>> {
    const parsed = parseImei(input.imei, { allowImeisv: input.allowImeisv });
    if (!parsed.ok) return parsed;
    const imei = parsed.value;
    const carrier = await this.deps.carriers.findByName(input.network?.trim() || DEFAULT_CARRIER, await this.countryOf(input));
    if (!carrier) {
      return fail(domainError('CARRIER_UNKNOWN', `Unknown carrier "${input.network}". List the carriers with POST /api/carriers and pass one of their names as "network".`));
    }
    const blocked = await this.deps.blacklist.find(imei.digits);
    if (blocked) {
      await this.record(input, imei, carrier, null, null, 'IMEI_BLACKLISTED');
      return fail(domainError('IMEI_BLACKLISTED', 'This device is flagged and cannot be analyzed.', { reason: blocked.reason }));
    }
    const device = await identifyDevice(imei, this.deps.devices);
    if (!device) {
      await this.record(input, imei, carrier, null, null, 'DEVICE_UNKNOWN');
      return fail(unknownDevice(imei));
    }
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const assessment = assessCompatibility(device.catalogModel, carrier, { today, voice: this.deps.voice });
    const searchId = await this.record(input, imei, carrier, device, assessment, null);
    return ok(toResult(searchId, imei, input, carrier, device, assessment));
  }

  /** The country to look the carrier up in: given, or named by location text (coordinates name none). */
  private async countryOf(input: CheckDeviceInput): Promise<string | undefined> {
    const directory = this.deps.carriers;
    if (input.country?.trim()) return (await directory.canonicalCountry(input.country.trim())) ?? input.country.trim();
    if (parseCoordinates(input.location)) return undefined;
    return locateCountry(input.location, directory);
  }

  private async record(
    input: CheckDeviceInput,
    imei: Imei,
    carrier: Carrier,
    device: IdentifiedDevice | null,
    assessment: Assessment | null,
    errorCode: string | null,
  ): Promise<string> {
    const entry: SearchRecord = {
      id: this.deps.random.uuid(),
      imeiDigits: imei.digits,
      tac: imei.tac,
      make: device?.make ?? null,
      model: device?.model ?? null,
      releaseYear: device?.catalogModel?.releaseYear ?? null,
      carrier: carrier.name,
      success: errorCode === null,
      errorCode,
      capabilities: assessment?.capabilities ?? null,
      compatible: assessment?.compatible ?? false,
      verdict: assessment?.verdict ?? null,
      location: input.location?.trim() || null,
      channel: input.channel,
      apiKeyId: input.apiKeyId ?? null,
      searchedAt: this.deps.clock.now(),
    };
    await this.deps.searches.record(entry);
    return entry.id;
  }
}

function unknownDevice(imei: Imei): DomainError {
  return domainError(
    'DEVICE_UNKNOWN',
    `Device not found: TAC ${imei.tac} (allocated by ${imei.reportingBody.name}) is not in the device database. Check the IMEI, or ask the operator to import a newer TAC list.`,
    { tac: imei.tac },
  );
}

function toResult(
  searchId: string,
  imei: Imei,
  input: CheckDeviceInput,
  carrier: Carrier,
  device: IdentifiedDevice,
  a: Assessment,
): CheckResult {
  const model: DeviceModel | null = device.catalogModel;
  return {
    success: true,
    searchId,
    device: {
      make: device.make,
      model: device.model,
      imei: imei.digits,
      modelNumber: model?.modelNumbers[0] ?? null,
      year: model?.releaseYear ?? null,
    },
    capabilities: a.capabilities,
    tacAnalysis: device.tacAnalysis,
    specifications: {
      releaseYear: model?.releaseYear ?? null,
      networkBands: model ? describeBands(model) : 'Unknown',
      carrierVariant: model?.variant ?? (model ? 'Global' : 'Unknown'),
    },
    carrier: { name: carrier.name, country: carrier.country },
    verdict: a.verdict,
    headline: a.headline,
    compatible: a.compatible,
    reasons: a.reasons,
    speeds: a.speeds,
    location: input.location?.trim() || null,
    coordinates: parseCoordinates(input.location),
  };
}

const describeBands = (m: DeviceModel): string =>
  [`LTE ${m.lteBands.join(', ')}`, m.nrBands.length ? `5G NR n${m.nrBands.join(', n')}` : '5G NR none'].join('; ');

/** 'lat,lng' text (from the browser's location) becomes coordinates; anything else has none. */
export function parseCoordinates(location: string | undefined): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(location ?? '');
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
