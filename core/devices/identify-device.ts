import type { Imei } from '../imei/imei';
import { describeModel, type DeviceModel, type TacOrigin, type TacRecord } from './device';
import type { DeviceRegistry } from './device-registry';

/** A device identified from its TAC, with the plain-words account of how. */
export interface IdentifiedDevice {
  make: string;
  model: string;
  origin: TacOrigin;
  /** Present when band data is known: the curated model. */
  catalogModel: DeviceModel | null;
  tacAnalysis: string;
}

const ORIGIN_TEXT: Record<TacOrigin, string> = {
  catalog: 'the curated Bandwise catalog',
  osmocom: 'the Osmocom TAC database',
  csv: 'an imported TAC list',
};

/** Looks the TAC up and explains the identification; null when the TAC is not in the registry. */
export async function identifyDevice(imei: Imei, registry: DeviceRegistry): Promise<IdentifiedDevice | null> {
  const record = await registry.findByTac(imei.tac);
  if (!record) return null;
  const catalogModel = record.modelId ? await registry.findModel(record.modelId) : null;
  return {
    // TAC lists may name the registering company ("Samsung Korea"); a matched model names the brand.
    make: catalogModel?.make ?? record.make,
    model: record.model,
    origin: record.origin,
    catalogModel,
    tacAnalysis: explain(imei, record, catalogModel),
  };
}

function explain(imei: Imei, record: TacRecord, model: DeviceModel | null): string {
  const body = `TAC ${imei.tac} was allocated by ${imei.reportingBody.name} (reporting body ${imei.reportingBody.code}).`;
  const who = `Identified as ${record.make} ${record.model} from ${ORIGIN_TEXT[record.origin]}`;
  if (!model) {
    return `${body} ${who}, but the catalog has no band data for this model, so network support is unknown. Confidence: the model name is as reliable as its source; capabilities could not be assessed.`;
  }
  const source = `${model.source.name}${model.source.url ? ` (${model.source.url})` : ''}, ${model.source.date}`;
  const confidence =
    record.origin === 'catalog'
      ? 'high: the TAC and bands come from the same curated record'
      : 'good: the TAC database name matched a curated catalog entry';
  return `${body} ${who}; bands from the curated catalog entry ${describeModel(model)}, source ${source}. Confidence: ${confidence}.`;
}
