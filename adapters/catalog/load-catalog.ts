import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Carrier, DeviceModel, GenerationRecord, RetiredNetwork } from '../../core';
import { carrierRecordSchema, deviceRecordSchema, generationRecordSchema, retiredNetworkSchema } from './catalog-schema';

const CATALOG_DIR = __dirname;

/** Reads every JSON file of a folder and validates each record, naming the file and record on failure. */
export function loadRecords<S extends z.ZodTypeAny>(folder: string, schema: S, root = CATALOG_DIR): Array<z.infer<S>> {
  const dir = join(root, folder);
  const records: Array<z.infer<S>> = [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const raw = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[];
    raw.forEach((item, i) => {
      const parsed = schema.safeParse(item);
      const id = (item as { id?: string })?.id ?? `#${i}`;
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${folder}/${file}: record ${id}: ${issue.path.join('.')} ${issue.message}`);
      }
      if (ids.has(id)) throw new Error(`${folder}/${file}: record ${id}: duplicate id`);
      ids.add(id);
      records.push(parsed.data);
    });
  }
  return records;
}

/** The curated device models shipped with Bandwise (a record's curation note stays in its file). */
export function loadDeviceCatalog(): DeviceModel[] {
  return loadRecords('devices', deviceRecordSchema).map(({ curationNote: _note, ...r }) => ({ ...r, aka: r.aka ?? [], tacs: r.tacs ?? [] }));
}

/** Networks closed or merged that the MCC/MNC list still shows (adapters/catalog/retired), each with its source. */
export function loadRetiredNetworks(): RetiredNetwork[] {
  return loadRecords('retired', retiredNetworkSchema).map(({ id: _id, ...r }) => r);
}

/** Radio generations of devices without catalog bands (adapters/catalog/radio), each with its source. */
export function loadGenerationRecords(): GenerationRecord[] {
  return loadRecords('radio', generationRecordSchema);
}

/** The curated carriers shipped with Bandwise; an MVNO's radio plan is its host network's. */
export function loadCarrierCatalog(root = CATALOG_DIR): Carrier[] {
  const records = loadRecords('carriers', carrierRecordSchema, root);
  const byId = new Map(records.map((r) => [r.id, r]));
  return records.map((r) => {
    const host = r.hostNetwork === null ? r : byId.get(r.hostNetwork);
    if (!host || host.hostNetwork !== null) {
      throw new Error(`carriers: record ${r.id}: hostNetwork ${r.hostNetwork} is not a curated network with its own radio plan`);
    }
    return {
      id: r.id,
      name: r.name,
      country: r.country,
      marketShare: r.marketShare,
      description: r.description,
      hostNetwork: r.hostNetwork,
      ...(r.aka.length && { aka: r.aka }),
      source: r.source,
      confidence: 'curated' as const,
      plan: {
        coreLteBands: host.coreLteBands!,
        lowBands: host.lowBands!,
        lowBandLabels: host.lowBandLabels ?? {},
        nrBands: host.nrBands!,
        legacyShutdown: host.legacyShutdown!,
        ...(host.legacyVoiceUnknown && { legacyVoiceUnknown: host.legacyVoiceUnknown }),
        volteRequired: r.volteRequired,
        wifiCalling: r.wifiCalling?.offered ?? null,
        ...(r.wifiCalling && { wifiCallingSource: r.wifiCalling.source }),
        ...(r.volte && { volteOffer: r.volte }),
      },
    };
  });
}
