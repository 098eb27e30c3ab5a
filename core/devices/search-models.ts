import { describeModel, type DeviceModel } from './device';
import { canonicalBrand, normaliseDeviceName } from './match-model';
import { looseModelNumberKey, sameModelNumber } from './model-numbers';

/** A catalog model found by name, with how well it matched. */
export interface ModelHit {
  model: DeviceModel;
  score: number;
}

const words = (text: string): string[] => text.split(' ').filter(Boolean);

/** A model number as a query word, however typed: "SMS921U" and "SM S921U" are "SM-S921U". */
const looseWord = (code: string): string => looseModelNumberKey(code).toLowerCase();

/**
 * Ranks catalog models for a person's query ("pixel 4", "SM-S928B", "galaxy s24 ultra"). Every
 * query word must appear in the brand, name, variant, aka names or model numbers, as a word or the
 * start of one; an exact name or model number ranks first, so "Pixel 4" precedes "Pixel 4 XL".
 */
export function searchModels(models: DeviceModel[], query: string, limit = 10): ModelHit[] {
  const q = normaliseDeviceName(query);
  const qWords = words(q);
  if (qWords.length === 0) return [];
  const hits: ModelHit[] = [];
  for (const m of models) {
    const score = scoreModel(m, q, qWords);
    if (score > 0) hits.push({ model: m, score });
  }
  return hits
    .sort((a, b) => b.score - a.score || (b.model.releaseYear ?? 0) - (a.model.releaseYear ?? 0) || describeModel(a.model).localeCompare(describeModel(b.model)))
    .slice(0, limit);
}

/** A maker's machine identifier kept among a model's other names ("iPhone14,6"): a code, not a name people say. */
const MACHINE_ID = /^[a-z]+\d+,\d+$/i;

function scoreModel(m: DeviceModel, q: string, qWords: string[]): number {
  const brand = canonicalBrand(m.make);
  const names = [m.model, ...m.aka.filter((a) => !MACHINE_ID.test(a))].map((n) => normaliseDeviceName(n, m.make));
  const numbers = [...m.modelNumbers, ...m.aka.filter((a) => MACHINE_ID.test(a))].map((n) => normaliseDeviceName(n));
  const exact = names.some((n) => n === q || `${brand} ${n}` === q) ? 100 : numbers.some((n) => n === q || sameModelNumber(n, q)) ? 90 : 0;
  // A word of the name counts more than one of the variant or model numbers ("6" of "Sub-6" is no Pixel 6).
  const named = new Set(words([brand, ...names].join(' ')));
  const other = new Set([...words([normaliseDeviceName(m.variant ?? ''), ...numbers].join(' ')), ...numbers.map(looseWord)]);
  const starts = (set: Set<string>, w: string): boolean => [...set].some((v) => v.startsWith(w));
  let score = exact;
  for (const w of qWords) {
    if (named.has(w)) score += 10;
    else if (starts(named, w)) score += 4;
    // A bare number is a generation ("iPhone 6"): only the name may supply it, not a code's digits.
    else if (/^\d+$/.test(w) && !exact) return 0;
    else if (other.has(w)) score += 3;
    else if (starts(other, w)) score += 1;
    else return 0;
  }
  // Fewer extra words in the name means a closer match: "pixel 4" over "pixel 4 xl".
  const closest = Math.min(...names.map((n) => words(n).length));
  return Math.max(1, score - Math.min(3, Math.max(0, closest - qWords.length)));
}
