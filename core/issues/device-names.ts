/**
 * What counts as a device model name in an issue report. Reports are shown (as a shared-device
 * pattern) to other reporters, so only names shaped like a phone model of a known maker pass:
 * a maker's prefix, then words of model names and model numbers. Free text, addresses, links and
 * phone numbers do not, and neither do HTTP libraries ("okhttp/4.9.0").
 */

/** Model-name prefixes that identify the maker (Android user agents carry only the model). */
const MAKERS: Array<[RegExp, string]> = [
  [/^pixel\b/i, 'Google'],
  [/^(sm-|galaxy\b)/i, 'Samsung'],
  [/^(moto|motorola|xt\d{4})/i, 'Motorola'],
  [/^nokia\b/i, 'Nokia'],
  [/^(oneplus|(ne|le|kb|in|hd|gm|cph)\d{4})/i, 'OnePlus'],
  [/^(redmi|poco|mi \d|xiaomi|2\d{3}[a-z0-9]{4,})/i, 'Xiaomi'],
  [/^(xq-|so-|sony\b|xperia\b)/i, 'Sony'],
  [/^(nothing|a0\d{2})\b/i, 'Nothing'],
  [/^(iphone|ipad)\b/i, 'Apple'],
];

/** The makers' own names, for plain names that start with one ("Samsung Galaxy S23"). */
export const MAKER_NAMES: readonly string[] = [...new Set(MAKERS.map(([, maker]) => maker))];

/** Words of model names that carry no number. */
const MODEL_WORDS = new Set(
  (
    'pixel galaxy moto motorola nokia oneplus redmi poco mi xiaomi xperia sony nothing phone iphone ipad ' +
    'pro max ultra plus lite mini fold flip edge note power play stylus pure razr neo fe xl se ce go prime turbo ' +
    'active fusion one nord tab tablet compact premium dual zoom 5g 4g lte a c e g k m s t v x y z'
  ).split(' '),
);

/** A model number or a numbered part: "SM-S911B", "SO-51C", "XT2201-2", "2201116SG", "S23", "Fold5", "8.3", "7a". */
const MODEL_CODE = /^[a-z]{0,4}(-[a-z]{0,4})?\d{1,4}(\.\d)?[a-z0-9]{0,8}(-\d{1,2})?\+?$/i;
/** A bracketed year or generation: "(2022)", "g(60)", "(2a)". */
const BRACKETED = /^[a-z]?\(\d{1,4}[a-z]?\)$/i;

const MAX_LENGTH = 40;
const MAX_WORDS = 6;
const MAX_NUMBERED = 2;
const MAX_DIGITS = 10;

/** The maker a model name's prefix tells ("Pixel 7" -> Google); null when none does. */
export function makerOf(model: string): string | null {
  return MAKERS.find(([pattern]) => pattern.test(model))?.[1] ?? null;
}

/** Whether every word of `name` belongs in a model name, with few numbers: nothing else can be shown to others. */
export function isModelName(name: string): boolean {
  if (!name || name.length > MAX_LENGTH) return false;
  const words = name.split(' ');
  if (words.length > MAX_WORDS) return false;
  let numbered = 0;
  for (const word of words) {
    if (MODEL_WORDS.has(word.replace(/\+$/, '').toLowerCase())) continue;
    if (!MODEL_CODE.test(word) && !BRACKETED.test(word)) return false;
    numbered += 1;
  }
  return numbered <= MAX_NUMBERED && (name.match(/\d/g) ?? []).length <= MAX_DIGITS;
}
