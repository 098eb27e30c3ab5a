import { domainError, type DomainError } from '../shared/domain-error';

/** A point on Earth in decimal degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * One axis as people write it: a number with a sign or a hemisphere letter (before or after), a
 * degree sign, and minutes and seconds ("51.5074° N", "-0.1278", "N 51°30'26.6\""). An exponent is
 * read too, so that "1e1, 2e3" is refused as a point rather than looked up as a place.
 */
const AXIS =
  /^([NSEW])?\s*([-+])?\s*(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*(°|º|˚|deg(?:rees?)?\b)?\s*(?:(\d+(?:\.\d+)?)\s*['′’]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:"|″|”|'')\s*)?([NSEW])?$/i;

interface Axis {
  /** Signed degrees, south and west negative. */
  degrees: number;
  hemisphere: 'NS' | 'EW' | null;
  /** Written with a degree sign, a decimal point or minutes, as coordinates are and street numbers are not. */
  marked: boolean;
  /** Written with an exponent ("1e1"): meant as a number, but no way to write degrees. */
  exponent: boolean;
  /** Why the axis cannot be a coordinate though it is written as one; null when it can. */
  flaw: string | null;
}

/** What text written as two coordinates says: a point, or that it is none (and why, beyond the ranges). */
type Reading = { point: Point } | { flaw: string | null };

/** Longer text is an address or a sentence, never a pair of coordinates. */
const LONGEST = 100;

function axisOf(text: string): Axis | null {
  const m = AXIS.exec(text.trim());
  if (!m) return null;
  const [, before, sign, number, exponent, degreeSign, minutes, seconds, after] = m;
  const letter = (before ?? after)?.toUpperCase();
  const magnitude = Number(number) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
  const negative = sign === '-' || letter === 'S' || letter === 'W';
  return {
    degrees: negative ? -magnitude : magnitude,
    hemisphere: letter ? (letter === 'N' || letter === 'S' ? 'NS' : 'EW') : null,
    marked: !!degreeSign || !!minutes || number.includes('.'),
    exponent: !!exponent,
    flaw: flawOf(text.trim(), m),
  };
}

/** What makes an axis written as one no coordinate: a second hemisphere letter, a sign beside one, or minutes past 59. */
function flawOf(text: string, [, before, sign, , , , minutes, seconds, after]: RegExpExecArray): string | null {
  if (before && after) return `"${text}" has two hemisphere letters`;
  if (sign && (before || after)) return `"${text}" has both a sign and a hemisphere letter`;
  if (Number(minutes ?? 0) >= 60 || Number(seconds ?? 0) >= 60) return 'minutes and seconds run from 0 to 59';
  return null;
}

/**
 * The two axes of the text: either side of its one comma ("48.85, 2.35"), or, without a comma,
 * two decimal numbers ("40.7 -73.9") or two halves that each carry a hemisphere letter and a
 * degree sign or decimals ("51°30'N 0°7'W"; not a street corner such as "100 N 200 E"). Null for
 * anything else.
 */
function axesOf(text: string): [Axis, Axis] | null {
  const parts = text.split(',');
  if (parts.length === 2) {
    const [a, b] = parts.map(axisOf);
    return a && b ? [a, b] : null;
  }
  if (parts.length !== 1) return null;
  const words = text.trim().split(/\s+/);
  // Two decimal numbers and nothing else ("40.7 -73.9"), as maps and GPS apps copy a position.
  if (words.length === 2 && words.every((w) => /\d\.\d/.test(w))) {
    const [a, b] = words.map(axisOf);
    if (a && b && !a.hemisphere && !b.hemisphere) return [a, b];
  }
  for (let k = 1; k < words.length; k++) {
    const a = axisOf(words.slice(0, k).join(' '));
    const b = axisOf(words.slice(k).join(' '));
    if (a?.hemisphere && b?.hemisphere && a.marked && b.marked) return [a, b];
  }
  return null;
}

/** Latitude first, unless the hemisphere letters say the longitude was written first ("0.12 W, 51.5 N"). */
function ordered([a, b]: [Axis, Axis]): [Axis, Axis] | string {
  if (a.hemisphere && a.hemisphere === b.hemisphere) return `both numbers are ${a.hemisphere === 'NS' ? 'latitudes (N or S)' : 'longitudes (E or W)'}`;
  return a.hemisphere === 'EW' || b.hemisphere === 'NS' ? [b, a] : [a, b];
}

function read(text: string): Reading | null {
  if (text === '' || text.length > LONGEST) return null;
  const axes = axesOf(text);
  if (!axes) return null;
  const flaw = axes[0].flaw ?? axes[1].flaw;
  if (flaw) return { flaw };
  if (axes[0].exponent || axes[1].exponent) return { flaw: 'write decimal degrees without an exponent ("1e1" is 10.0)' };
  const pair = ordered(axes);
  if (typeof pair === 'string') return { flaw: pair };
  const [lat, lng] = pair.map((axis) => axis.degrees);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { flaw: null };
  return { point: { lat, lng } };
}

/**
 * Coordinates written as text as a point: decimal degrees ("48.85, 2.35", "51.5074°, -0.1278°"),
 * with hemisphere letters ("51.5074° N, 0.1278° W", "33.87 S, 151.21 E") or with minutes and
 * seconds; null for other text and for numbers that are no point on Earth (see `pointRefusal`).
 */
export function coordinatesOf(text: string): Point | null {
  const reading = read(text);
  return reading && 'point' in reading ? reading.point : null;
}

/**
 * The refusal of a location written as coordinates that are no point on Earth ("999,999", "91,
 * 10"): looked up as a place name it would silently mean nothing, so the visitor is told the
 * ranges instead. Null for a valid point and for text that is not written as coordinates.
 */
export function pointRefusal(location: string | undefined | null): DomainError | null {
  const text = (location ?? '').trim();
  const reading = read(text);
  if (!reading || 'point' in reading) return null;
  const why = reading.flaw ? `${reading.flaw}; ` : '';
  return domainError(
    'INPUT_INVALID',
    `"${text.slice(0, 40)}" are no coordinates: ${why}latitude runs from -90 to 90 and longitude from -180 to 180, as in "48.85, 2.35".`,
    { field: 'location' },
  );
}
