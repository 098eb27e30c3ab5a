import type { Imei } from '../imei/imei';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { CommunityConfirmation } from './community-tacs';
import { describeModel, sourceText, type DeviceModel } from './device';
import type { DeviceRegistry } from './device-registry';
import { allocation, otherVariantsOnly, type IdentifiedDevice } from './identify-device';
import { looksLikeModelNumber, MODEL_NUMBER_EXAMPLES, type ModelNumberIndex } from './model-numbers';
import { resolveModelCodes } from './resolve-variant';

const DEVICE_ID = /^[a-z0-9][a-z0-9-]{1,119}$/;
const SEARCH_HINT = 'Search the device by name with GET /api/devices?query= (CLI "devices search", MCP find-device).';

/** The check's device from the model number the visitor read in Settings > About phone. */
export async function identifyByModelNumber(imei: Imei, modelNumber: string, registry: DeviceRegistry): Promise<Result<IdentifiedDevice>> {
  const index = await registry.modelNumberIndex();
  const code = modelNumber.trim();
  // A code typed with a space for its hyphen ("SM S901U1") is taken where the catalog has it; "iPhone 15" is no code.
  if (!looksLikeModelNumber(code) && index.find(code).length === 0) {
    return fail(domainError('INPUT_INVALID', `modelNumber "${code.slice(0, 40)}" is not a model number: give it as shown in Settings > About phone, e.g. ${MODEL_NUMBER_EXAMPLES.join(', ')}.`, { field: 'modelNumber' }));
  }
  const resolved = resolveModelCodes([code], index);
  if (!resolved) {
    const sibling = index.sibling(code);
    if (sibling) return ok(otherVariantOf(imei, code.toUpperCase(), sibling, index));
    return fail(notFound(`No catalog model has the model number ${code}. ${SEARCH_HINT}`, { modelNumber: code }));
  }
  const text = resolved.ambiguous
    ? `Identified from the model number you gave (${code}), which several variants with different bands share: ${resolved.candidates.join('; ')}`
    : `Identified from the model number you gave (${resolved.modelNumber})`;
  const device = fromModel(imei, resolved.model, resolved.modelNumber, {
    source: 'model-number',
    origin: 'the model number you gave',
    text,
    ambiguous: resolved.ambiguous,
    candidates: resolved.candidates,
  });
  return ok(resolved.variants ? { ...device, variants: resolved.variants } : device);
}

/** The check's device from a catalog id the visitor picked in a device search. */
export async function identifyByDeviceId(imei: Imei, deviceId: string, registry: DeviceRegistry): Promise<Result<IdentifiedDevice>> {
  // Catalog ids are lower case; one typed in capitals names the same device.
  const id = deviceId.trim().toLowerCase();
  if (!DEVICE_ID.test(id)) {
    return fail(domainError('INPUT_INVALID', `deviceId "${deviceId.trim().slice(0, 40)}" is not a catalog id: ids are lower-case words joined by dashes, e.g. google-pixel-8-us.`, { field: 'deviceId' }));
  }
  const model = await registry.findModel(id);
  if (!model) return fail(notFound(`No catalog device has the id "${id}". ${SEARCH_HINT}`, { deviceId: id }));
  const modelNumber = model.modelNumbers.length === 1 ? model.modelNumbers[0] : null;
  return ok(fromModel(imei, model, modelNumber, {
    source: 'device-id',
    origin: 'the catalog device you chose',
    text: `Identified from the catalog device you chose (${describeModel(model)})`,
    ambiguous: false,
    candidates: [],
  }));
}

/** A TAC no list knows, which visitors (or the operator) have confirmed as one catalog model. */
export function identifyByCommunity(imei: Imei, model: DeviceModel, c: CommunityConfirmation): IdentifiedDevice {
  const who = c.byOperator ? 'confirmed by the operator' : `confirmed by ${c.callers} of ${c.total} visitors who named a model for it, not checked by the operator`;
  const device = fromModel(imei, model, model.modelNumbers.length === 1 ? model.modelNumbers[0] : null, {
    source: 'community-tac',
    origin: 'TAC confirmed by Bandwise visitors',
    text: `Identified from TAC ${imei.tac}, ${who}`,
    ambiguous: false,
    candidates: [],
  });
  device.tacAnalysis = `${allocation(imei)} No TAC list has it; it was ${who} (${c.callers} agreeing confirmation${c.callers === 1 ? '' : 's'}); bands from the curated catalog entry ${describeModel(model)}, source ${sourceText(model)}. Confidence: community: as reliable as the visitors who agreed.`;
  return device;
}

/** A model number of a known phone whose variant the catalog has no bands for (a US Galaxy A15 5G): named, not assessed. */
function otherVariantOf(imei: Imei, code: string, sibling: DeviceModel, index: ModelNumberIndex): IdentifiedDevice {
  const text = `Identified from the model number you gave (${code}): a ${sibling.make} ${sibling.model}`;
  return {
    make: sibling.make,
    model: sibling.model,
    catalogModel: null,
    modelNumber: code,
    identification: { source: 'model-number', origin: 'the model number you gave', text, ambiguous: false, candidates: [] },
    tacAnalysis: `${allocation(imei)} ${text}. ${otherVariantsOnly(sibling, index)}`,
  };
}

function fromModel(imei: Imei, model: DeviceModel, modelNumber: string | null, identification: IdentifiedDevice['identification']): IdentifiedDevice {
  const tacAnalysis = `${allocation(imei)} ${identification.text}; bands from the curated catalog entry ${describeModel(model)}, source ${sourceText(model)}. Confidence: ${identification.ambiguous ? 'medium: each variant is assessed on its own, and the answer states only what holds for all of them' : `as good as the ${identification.source === 'device-id' ? 'device chosen' : 'model number given'}`}.`;
  return { make: model.make, model: model.model, catalogModel: model, modelNumber, identification, tacAnalysis };
}


function notFound(message: string, extra: Record<string, unknown>): DomainError {
  return domainError('NOT_FOUND', message, { ...extra, deviceSearch: '/api/devices?query=' });
}
