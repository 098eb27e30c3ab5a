import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What one AOSP carrier id states about voice; `null` where its file has no such key. */
export interface AospCarrierVoice {
  carrierId: number;
  name: string;
  volte: boolean | null;
  wifiCalling: boolean | null;
  /** The key that gave `wifiCalling`, when it is not the availability key itself. */
  wifiCallingKey?: string;
}

/** Keys that turn Wi-Fi calling on by default: a carrier sets them only where it offers the service. */
const WFC_DEFAULT_KEYS = ['carrier_default_wfc_ims_enabled_bool', 'carrier_default_wfc_ims_roaming_enabled_bool'];

export const AOSP_DIR = join(__dirname, 'shipped', 'aosp-carrierconfig');
export const AOSP_SOURCE_NAME = 'AOSP carrier configuration (Apache-2.0)';

/**
 * Carrier ids by plain MCC/MNC tuple from `carrier_list.textpb`. Attributes that also need a GID,
 * SPN or IMSI prefix name an MVNO on that network, so only unqualified tuples count.
 */
export function carrierIdsByMccMnc(text: string): Map<string, { id: number; name: string }> {
  const byTuple = new Map<string, { id: number; name: string }>();
  for (const block of text.split(/^carrier_id \{/m).slice(1)) {
    const id = Number(/canonical_id: (\d+)/.exec(block)?.[1]);
    const name = /carrier_name: "([^"]*)"/.exec(block)?.[1] ?? `carrier id ${id}`;
    for (const attr of block.split(/carrier_attribute \{/).slice(1)) {
      const body = attr.slice(0, attr.indexOf('}'));
      const lines = body.split('\n').map((l) => l.trim()).filter(Boolean);
      if (lines.some((l) => !l.startsWith('mccmnc_tuple:'))) continue;
      for (const l of lines) {
        const tuple = /"(\d{5,6})"/.exec(l)?.[1];
        if (tuple && !byTuple.has(tuple)) byTuple.set(tuple, { id, name });
      }
    }
  }
  return byTuple;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'boolean' });

/** Reads the two voice keys of one carrier config file; a malformed file fails with its name and line. */
export function readVoiceKeys(file: string, xml: string): Pick<AospCarrierVoice, 'volte' | 'wifiCalling' | 'wifiCallingKey'> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${file}: malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  const doc = parser.parse(xml) as { carrier_config?: { boolean?: Array<{ name: string; value: string }> } };
  if (!doc.carrier_config) throw new Error(`${file}: not a carrier_config file (no <carrier_config> root)`);
  const flags = new Map((doc.carrier_config.boolean ?? []).map((b) => [b.name, b.value]));
  const flag = (key: string): boolean | null => (flags.has(key) ? flags.get(key) === 'true' : null);
  const available = flag('carrier_wfc_ims_available_bool');
  const byDefault = available === null ? WFC_DEFAULT_KEYS.find((key) => flag(key) === true) : undefined;
  return { volte: flag('carrier_volte_available_bool'), wifiCalling: byDefault ? true : available, ...(byDefault ? { wifiCallingKey: byDefault } : {}) };
}

/** Voice keys of the carrier ids behind the given MCC/MNC tuples, read from the shipped copy. */
export function loadAospVoice(tuples: string[], dir = AOSP_DIR): Map<string, AospCarrierVoice> {
  const ids = carrierIdsByMccMnc(readFileSync(join(dir, 'carrier_list.textpb'), 'utf8'));
  const files = readdirSync(join(dir, 'assets'));
  const out = new Map<string, AospCarrierVoice>();
  for (const tuple of tuples) {
    const carrier = ids.get(tuple);
    if (!carrier) continue;
    const file = files.find((f) => f.startsWith(`carrier_config_carrierid_${carrier.id}_`));
    const keys = file ? readVoiceKeys(file, readFileSync(join(dir, 'assets', file), 'utf8')) : { volte: null, wifiCalling: null };
    out.set(tuple, { carrierId: carrier.id, name: carrier.name, ...keys });
  }
  return out;
}
