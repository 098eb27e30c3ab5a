import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What one AOSP carrier id states about voice; `null` where its file has no such key. */
export interface AospCarrierVoice {
  carrierId: number;
  name: string;
  volte: boolean | null;
  wifiCalling: boolean | null;
  /** When `wifiCalling` is implied by a default-on key rather than stated: that key and what it does. */
  wifiCallingImplied?: { key: string; meaning: string };
}

/**
 * Keys that set Wi-Fi calling on by default (at home, when roaming) without the availability key:
 * a carrier sets them only where it offers the service, so they imply the offer without stating it.
 */
const WFC_DEFAULT_KEYS: Record<string, string> = {
  carrier_default_wfc_ims_enabled_bool: 'sets Wi-Fi calling on by default',
  carrier_default_wfc_ims_roaming_enabled_bool: 'sets Wi-Fi calling on by default when roaming',
};

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
 * The carrier ids that may be this network, most likely first: those named like the carrier ("NTT
 * DOCOMO" for NTT docomo, "Vodafone" for Vodafone UK), the one holding the bare tuple before those
 * told apart by a GID or IMSI prefix; else the id holding the bare tuple. Other ids on the tuple are
 * MVNOs riding the network (IIJmio, ALDI mobile). A network can have several named ids (Vodafone
 * Germany: 25 by IMSI prefix, 2397 by the bare tuple), of which only some have a configuration file.
 */
export function rankCarrierIds(candidates: AospCandidate[], carrierName: string): AospCandidate[] {
  const wanted = squeeze(carrierName);
  const named = candidates.filter((c) => {
    const name = squeeze(c.name);
    return name.length >= 2 && (wanted.startsWith(name) || name.startsWith(wanted));
  });
  if (named.length === 0) return candidates.filter((c) => !c.qualified).slice(0, 1);
  return [...named.filter((c) => !c.qualified), ...named.filter((c) => c.qualified)];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'boolean' || name === 'carrier_config' });

interface ConfigBlock {
  boolean?: Array<{ name: string; value: string }>;
  [filter: string]: unknown;
}

/**
 * The block that applies to every SIM of the carrier: the file's own `<carrier_config>` root, or in a
 * `<carrier_config_list>` the block with no SIM filter (gid1, spn, imsi); undefined when every block
 * is filtered, so the file states nothing for the carrier as a whole.
 */
function unfilteredBlock(file: string, doc: { carrier_config?: ConfigBlock[]; carrier_config_list?: { carrier_config?: ConfigBlock[] } }): ConfigBlock | undefined {
  const blocks = doc.carrier_config ?? doc.carrier_config_list?.carrier_config;
  if (!blocks) throw new Error(`${file}: not a carrier_config file (no <carrier_config> or <carrier_config_list> root)`);
  return blocks.find((b) => Object.keys(b).every((k) => k !== 'gid1' && k !== 'spn' && k !== 'imsi'));
}

/** Reads the two voice keys of one carrier config file; a malformed file fails with its name and line. */
export function readVoiceKeys(file: string, xml: string): Pick<AospCarrierVoice, 'volte' | 'wifiCalling' | 'wifiCallingImplied'> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${file}: malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  const block = unfilteredBlock(file, parser.parse(xml));
  const flags = new Map((block?.boolean ?? []).map((b) => [b.name, b.value]));
  const flag = (key: string): boolean | null => (flags.has(key) ? flags.get(key) === 'true' : null);
  const available = flag('carrier_wfc_ims_available_bool');
  const byDefault = available === null ? Object.keys(WFC_DEFAULT_KEYS).find((key) => flag(key) === true) : undefined;
  const implied = byDefault ? { wifiCallingImplied: { key: byDefault, meaning: WFC_DEFAULT_KEYS[byDefault] } } : {};
  return { volte: flag('carrier_volte_available_bool'), wifiCalling: byDefault ? true : available, ...implied };
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

  /**
   * The configuration of the first tuple that names a carrier id: of its likely ids, the first with
   * a configuration file (an id without one states nothing); undefined when no tuple names an id.
   */
  voiceOf(tuples: string[], carrierName: string): AospCarrierVoice | undefined {
    for (const tuple of tuples) {
      const ranked = rankCarrierIds(this.ids.get(tuple) ?? [], carrierName);
      if (ranked.length === 0) continue;
      const configured = ranked.find((c) => this.fileOf(c.id));
      return this.voiceOfId(configured ?? ranked[0]);
    }
    return undefined;
  }

  private fileOf(id: number): string | undefined {
    return this.files.find((f) => f.startsWith(`carrier_config_carrierid_${id}_`));
  }

  private voiceOfId(carrier: AospCandidate): AospCarrierVoice {
    const known = this.read.get(carrier.id);
    if (known) return known;
    const file = this.fileOf(carrier.id);
    const keys = file ? readVoiceKeys(file, readFileSync(join(this.dir, 'assets', file), 'utf8')) : { volte: null, wifiCalling: null };
    const voice = { carrierId: carrier.id, name: carrier.name, ...keys };
    this.read.set(carrier.id, voice);
    return voice;
  }
}
