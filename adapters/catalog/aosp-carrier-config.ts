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

/** A carrier id listing an MCC/MNC tuple; `qualified` when it also needs a GID, SPN, APN or IMSI prefix. */
export interface AospCandidate {
  id: number;
  name: string;
  qualified: boolean;
}

/** Every carrier id listing each MCC/MNC tuple in `carrier_list.textpb`, in file order. */
export function carrierIdsByMccMnc(text: string): Map<string, AospCandidate[]> {
  const byTuple = new Map<string, AospCandidate[]>();
  for (const block of text.split(/^carrier_id \{/m).slice(1)) {
    const id = Number(/canonical_id: (\d+)/.exec(block)?.[1]);
    const name = /carrier_name: "([^"]*)"/.exec(block)?.[1] ?? `carrier id ${id}`;
    for (const attr of block.split(/carrier_attribute \{/).slice(1)) {
      const lines = attr.slice(0, attr.indexOf('}')).split('\n').map((l) => l.trim()).filter(Boolean);
      const qualified = lines.some((l) => !l.startsWith('mccmnc_tuple:'));
      for (const l of lines) {
        const tuple = /^mccmnc_tuple: "(\d{5,6})"/.exec(l)?.[1];
        if (!tuple) continue;
        const list = byTuple.get(tuple) ?? byTuple.set(tuple, []).get(tuple)!;
        if (!list.some((c) => c.id === id && c.qualified === qualified)) list.push({ id, name, qualified });
      }
    }
  }
  return byTuple;
}

const squeeze = (name: string): string => name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The carrier id that is this network: one named like the carrier ("NTT DOCOMO" for NTT docomo,
 * "Vodafone" for Vodafone UK), whose own SIMs are often told apart by a GID; else the id holding
 * the bare tuple. Other ids on the tuple are MVNOs riding the network (IIJmio, ALDI mobile).
 */
export function pickCarrierId(candidates: AospCandidate[], carrierName: string): AospCandidate | undefined {
  const wanted = squeeze(carrierName);
  const named = candidates.filter((c) => {
    const name = squeeze(c.name);
    return name.length >= 2 && (wanted.startsWith(name) || name.startsWith(wanted));
  });
  return named.find((c) => !c.qualified) ?? named[0] ?? candidates.find((c) => !c.qualified);
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

/**
 * The voice keys of the shipped carrier configuration, found by a network's MCC/MNC tuples and
 * name. Each carrier id's file is read once, when a network first asks for it.
 */
export class AospVoiceIndex {
  private readonly read = new Map<number, AospCarrierVoice>();

  private constructor(
    private readonly dir: string,
    private readonly ids: Map<string, AospCandidate[]>,
    private readonly files: string[],
  ) {}

  static load(dir = AOSP_DIR): AospVoiceIndex {
    return new AospVoiceIndex(dir, carrierIdsByMccMnc(readFileSync(join(dir, 'carrier_list.textpb'), 'utf8')), readdirSync(join(dir, 'assets')));
  }

  /** The configuration of the first tuple that names a carrier id; undefined when none does. */
  voiceOf(tuples: string[], carrierName: string): AospCarrierVoice | undefined {
    for (const tuple of tuples) {
      const carrier = pickCarrierId(this.ids.get(tuple) ?? [], carrierName);
      if (carrier) return this.voiceOfId(carrier);
    }
    return undefined;
  }

  private voiceOfId(carrier: AospCandidate): AospCarrierVoice {
    const known = this.read.get(carrier.id);
    if (known) return known;
    const file = this.files.find((f) => f.startsWith(`carrier_config_carrierid_${carrier.id}_`));
    const keys = file ? readVoiceKeys(file, readFileSync(join(this.dir, 'assets', file), 'utf8')) : { volte: null, wifiCalling: null };
    const voice = { carrierId: carrier.id, name: carrier.name, ...keys };
    this.read.set(carrier.id, voice);
    return voice;
  }
}
