import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import { CarrierResolutions } from '../carriers/carrier-resolutions';
import { coordinatesOf, type PlaceCountries } from '../carriers/resolve-carrier';
import { assessCompatibility } from '../compatibility/assess-compatibility';
import { AssessmentCache } from '../compatibility/assessment-cache';
import type { Assessment } from '../compatibility/compatibility.types';
import type { VoiceKnowledge } from '../compatibility/voice-knowledge';
import { assessGenerations } from '../compatibility/assess-generations';
import { assessVariants } from '../compatibility/assess-variants';
import type { DeviceModel } from '../devices/device';
import type { DeviceRegistry } from '../devices/device-registry';
import { communityConfirmation, type TacObservations } from '../devices/community-tacs';
import { identifyByCommunity, identifyByDeviceId, identifyByModelNumber } from '../devices/identify-by-input';
import { identifyDevice, type IdentifiedDevice } from '../devices/identify-device';
import { sameModelNumber } from '../devices/model-numbers';
import { parseImei, type Imei } from '../imei/imei';
import { UtcDay, type Clock, type RandomSource } from '../shared/clock';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { shownBlacklistReason, type Blacklist } from './blacklist';
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
  /** The model number from Settings > About phone ("SM-S921U"): identifies the device when given. */
  modelNumber?: string;
  /** A catalog id picked from a device search: identifies the device when given. */
  deviceId?: string;
  /**
   * Who asks (a client network, or a key the operator issued), for counting distinct visitors who
   * confirm an unknown TAC; only a keyed hash of it is stored.
   */
  caller?: string;
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
  /** Countries of coordinates and place names, so location picks among carriers of the same name. */
  places?: PlaceCountries;
  /** Visitors' statements about unknown TACs; without it nothing is learnt. */
  observations?: TacObservations;
}

/** What a check keeps from one to the next: assessments, carrier names resolved, today's date. */
interface KeptAnswers {
  assessments: AssessmentCache;
  carriers: CarrierResolutions;
  day: UtcDay;
}

/** The check: validate, refuse blocked IMEIs, identify, assess, record the search, answer. */
export class CheckDevice {
  constructor(
    private readonly deps: CheckDeviceDeps,
    private readonly kept: KeptAnswers = { assessments: new AssessmentCache(), carriers: new CarrierResolutions(deps.carriers, deps.places), day: new UtcDay() },
  ) {}

  /** The same check with its rows recorded elsewhere (a bulk job keeps them in its report). */
  withSearchLog(searches: SearchLog): CheckDevice {
    return new CheckDevice({ ...this.deps, searches }, this.kept);
  }

  /** The carrier a check with these words would be run on, or why there is none (unknown, ambiguous). */
  carrierFor(input: Pick<CheckDeviceInput, 'network' | 'country' | 'location'>): Promise<Result<Carrier>> {
    return this.kept.carriers.resolve(input);
  }

  async execute(input: CheckDeviceInput): Promise<Result<CheckResult>> {
    const parsed = parseImei(input.imei, { allowImeisv: input.allowImeisv });
    if (!parsed.ok) return parsed;
    const imei = parsed.value;
    const given = await this.identifyByInput(imei, input);
    if (given && !given.ok) return given;
    const resolved = await this.carrierFor(input);
    if (!resolved.ok) return resolved;
    const carrier = resolved.value;
    const blocked = await this.deps.blacklist.find(imei.digits);
    if (blocked) {
      await this.record(input, imei, carrier, null, null, 'IMEI_BLACKLISTED');
      return fail(domainError('IMEI_BLACKLISTED', 'This device is flagged and cannot be analyzed.', { reason: shownBlacklistReason(blocked) }));
    }
    const listed = await identifyDevice(imei, this.deps.devices);
    if (given && !listed) await this.observe(imei, given.value, input);
    const device = given ? withListed(given.value, listed, imei.tac) : (listed ?? (await this.community(imei)));
    if (!device) {
      await this.record(input, imei, carrier, null, null, 'DEVICE_UNKNOWN');
      return fail(unknownDevice(imei));
    }
    const today = this.kept.day.of(this.deps.clock.now());
    const context = { today, voice: this.deps.voice };
    const model = device.catalogModel;
    const assessment = device.variants
      ? assessVariants(device.variants, carrier, context)
      : model
        ? this.kept.assessments.get(model, carrier, today, device.modelNumber, () => assessCompatibility(model, carrier, { ...context, modelNumber: device.modelNumber }))
        : device.generations
          ? assessGenerations(device.generations, carrier, today)
          : assessCompatibility(null, carrier, context);
    const searchId = await this.record(input, imei, carrier, device, assessment, null);
    return ok(toResult(searchId, imei, input, carrier, device, assessment));
  }

  /** The device the visitor named (model number or catalog id); null when they named none. */
  private async identifyByInput(imei: Imei, input: CheckDeviceInput): Promise<Result<IdentifiedDevice> | null> {
    if (input.deviceId != null && input.modelNumber != null) {
      return fail(domainError('INPUT_INVALID', 'Name the device one way: a model number or a catalog device id, not both (they could name different devices).', { field: 'deviceId' }));
    }
    if (input.deviceId != null) return identifyByDeviceId(imei, input.deviceId, this.deps.devices);
    if (input.modelNumber != null) return identifyByModelNumber(imei, input.modelNumber, this.deps.devices);
    return null;
  }

  /** An unknown TAC with a named model teaches the community list (never over a listed TAC, nor a test IMEI's TAC). */
  private async observe(imei: Imei, device: IdentifiedDevice, input: CheckDeviceInput): Promise<void> {
    const model = device.catalogModel;
    if (!this.deps.observations || !model || device.identification.ambiguous || !input.caller || imei.reportingBody.code === '00') return;
    await this.deps.observations.record({ tac: imei.tac, deviceId: model.id, caller: input.caller, imei: imei.digits });
  }

  /** A TAC no list knows, confirmed by enough agreeing visitors or by the operator. */
  private async community(imei: Imei): Promise<IdentifiedDevice | null> {
    const confirmed = communityConfirmation((await this.deps.observations?.tally(imei.tac)) ?? null);
    const model = confirmed ? await this.deps.devices.findModel(confirmed.deviceId) : null;
    return confirmed && model ? identifyByCommunity(imei, model, confirmed) : null;
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
      inferred: assessment?.inferred ?? [],
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

/**
 * Whether the TAC list's device is the one the visitor named: the model number given is one the list
 * names for the TAC (any of an ambiguous TAC's variants, a "/DS" suffix aside), or both lead to the
 * same catalog record, which has one band list.
 */
function listsGiven(listed: IdentifiedDevice, given: IdentifiedDevice): boolean {
  if (listed.catalogModel && given.catalogModel && listed.catalogModel.id === given.catalogModel.id) return true;
  const code = given.modelNumber;
  if (!code) return false;
  const listedCodes = [listed.modelNumber, ...listed.identification.candidates, ...(listed.variants ?? []).flatMap((v) => v.model?.modelNumbers ?? [])];
  return listedCodes.some((c) => c !== null && sameModelNumber(c, code));
}

/** The visitor's word wins, but the answer says when the TAC list named another model. */
function withListed(given: IdentifiedDevice, listed: IdentifiedDevice | null, tac: string): IdentifiedDevice {
  if (!listed || listsGiven(listed, given)) return given;
  const sameModel = `${listed.make} ${listed.model}` === `${given.make} ${given.model}`;
  // The same phone in another variant has other bands: a TAC listed for SM-S931B and a given SM-S931U1 disagree too.
  const otherVariant = sameModel && listed.modelNumber && given.modelNumber && listed.modelNumber.toUpperCase() !== given.modelNumber.toUpperCase();
  if (sameModel && !otherVariant) return given;
  const listedAs = otherVariant ? `${listed.modelNumber} (${listed.make} ${listed.model}), another variant than ${given.modelNumber}` : `${listed.make} ${listed.model}`;
  const assessed = `${given.make} ${given.model}${given.modelNumber ? ` (${given.modelNumber})` : ''}`;
  const warning = `Warning: the IMEI's TAC ${tac} is listed for ${listedAs} (${listed.identification.origin}), not for the ${assessed} assessed here. Check that the IMEI and ${given.identification.origin} belong to the same phone.`;
  return {
    ...given,
    identification: { ...given.identification, text: `${given.identification.text}. ${warning}`, mismatch: warning },
    tacAnalysis: `${given.tacAnalysis} ${warning} The device you named was assessed.`,
  };
}

function unknownDevice(imei: Imei): DomainError {
  return domainError(
    'DEVICE_UNKNOWN',
    `Device not found: TAC ${imei.tac} (allocated by ${imei.reportingBody.name}) is not in the device database. Check the IMEI, or search your device by name (GET /api/devices?query=..., CLI devices search, MCP find-device) and send its id as deviceId (device_id in MCP), or send the model number from Settings > About phone as modelNumber (CLI --model-number, MCP model_number).`,
    { tac: imei.tac, deviceSearch: '/api/devices?query=', modelNumberField: 'modelNumber' },
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
      modelNumber: device.modelNumber,
      year: model?.releaseYear ?? null,
      esim: model ? model.esim : null,
    },
    identification: device.identification,
    capabilities: a.capabilities,
    inferred: a.inferred,
    tacAnalysis: device.tacAnalysis,
    specifications: {
      releaseYear: model?.releaseYear ?? null,
      networkBands: model ? describeBands(model) : device.generations ? `Unknown bands; radio: ${device.generations.technology}` : 'Unknown',
      carrierVariant: model ? variantOf(model) : 'Unknown',
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
export const parseCoordinates = (location: string | undefined): { lat: number; lng: number } | null => coordinatesOf(location ?? '');

/** The record's variant; a record without one names no region, only the model numbers it covers. */
const variantOf = (model: DeviceModel): string =>
  model.variant ?? `Not stated by the source (model number${model.modelNumbers.length > 1 ? 's' : ''} ${model.modelNumbers.slice(0, 4).join(', ')}${model.modelNumbers.length > 4 ? ', ...' : ''})`;
