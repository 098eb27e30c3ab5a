import type { Carrier } from '../carriers/carrier';
import { citeSource, type DeviceModel } from '../devices/device';
import { assessCompatibility } from './assess-compatibility';
import type { Verdict } from './compatibility.types';
import { deviceVoiceFacts } from './voice-facts';
import type { FactAnswer } from './voice-facts.types';
import type { VoiceKnowledge } from './voice-knowledge';

/** Smartphones from this year on are the ones the report measures. */
export const REPORT_FROM_YEAR = 2019;
/** A carrier limiting more than this share of those phones needs a sourced reason. */
export const LIMITED_SHARE_THRESHOLD = 0.3;

export interface CarrierShare {
  carrier: string;
  limited: number;
  share: number;
  verdicts: Record<Verdict, number>;
  /** The commonest limit, quoted from the reasons, and the plan's source that supports it. */
  topLimit: { text: string; count: number } | null;
  source: string;
}

export interface CatalogReport {
  smartphones: number;
  volte: Record<FactAnswer, number>;
  notStatedShare: number;
  carriers: CarrierShare[];
}

const NONE: Record<Verdict, number> = { works: 0, works_with_limits: 0, needs_carrier_approval: 0, does_not_work: 0, unknown: 0 };

/**
 * How well the catalog and rules answer for current phones: how often VoLTE is "not stated" on
 * 2019+ smartphones, and per carrier how many of them come out limited and why.
 */
export function catalogReport(devices: DeviceModel[], carriers: Carrier[], voice: VoiceKnowledge, today: string): CatalogReport {
  const phones = devices.filter((d) => d.deviceType === 'smartphone' && (d.releaseYear ?? 0) >= REPORT_FROM_YEAR);
  const volte: Record<FactAnswer, number> = { yes: 0, no: 0, likely: 0, not_stated: 0 };
  for (const d of phones) volte[deviceVoiceFacts(d, voice).volte.answer] += 1;
  const shares = carriers.map((c): CarrierShare => {
    const verdicts = { ...NONE };
    const limits = new Map<string, number>();
    for (const d of phones) {
      const a = assessCompatibility(d, c, { today, voice });
      verdicts[a.verdict] += 1;
      if (a.verdict !== 'works_with_limits') continue;
      const limit = a.headline.replace(/^Works on .+? with limits: /, '');
      limits.set(limit, (limits.get(limit) ?? 0) + 1);
    }
    const top = [...limits].sort((x, y) => y[1] - x[1])[0];
    const limited = verdicts.works_with_limits;
    return {
      carrier: c.name,
      limited,
      share: phones.length ? limited / phones.length : 0,
      verdicts,
      topLimit: top ? { text: top[0], count: top[1] } : null,
      source: citeSource(c.source, { url: true }),
    };
  });
  return { smartphones: phones.length, volte, notStatedShare: phones.length ? volte.not_stated / phones.length : 0, carriers: shares };
}
