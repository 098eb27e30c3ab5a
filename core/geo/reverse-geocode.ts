import type { Position } from '../coverage/geo';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { ReverseGeocoder, ReversePlace } from './reverse-geocoder';

/** Reads a coordinate given as text ("54.6872"); null unless it is a plain decimal number. */
const coordinate = (text: string | number | undefined): number | null => {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const t = (text ?? '').trim();
  return /^[-+]?\d{1,3}(\.\d+)?$/.test(t) ? Number(t) : null;
};

/**
 * The place at the browser's coordinates, for the 'use current location' flow (the country
 * picks the carrier list). Coordinates are checked here so every front door refuses the same
 * input with the same words.
 */
export class ReverseGeocode {
  constructor(private readonly geocoder: ReverseGeocoder) {}

  async execute(lat: string | number | undefined, lng: string | number | undefined): Promise<Result<ReversePlace>> {
    const position = parsePosition(lat, lng);
    if (!position.ok) return position;
    return ok(await this.geocoder.reverse(position.value));
  }
}

/** Decimal degrees, latitude -90..90 and longitude -180..180; a clear message for anything else. */
export function parsePosition(lat: string | number | undefined, lng: string | number | undefined): Result<Position> {
  const la = coordinate(lat);
  const ln = coordinate(lng);
  const problems: string[] = [];
  if (la === null) problems.push(`lat must be a decimal number of degrees, e.g. 54.6872 (got "${String(lat ?? '').slice(0, 40)}")`);
  else if (Math.abs(la) > 90) problems.push(`lat must be between -90 and 90 (got ${la})`);
  if (ln === null) problems.push(`lng must be a decimal number of degrees, e.g. 25.2797 (got "${String(lng ?? '').slice(0, 40)}")`);
  else if (Math.abs(ln) > 180) problems.push(`lng must be between -180 and 180 (got ${ln})`);
  if (problems.length) return fail(domainError('INPUT_INVALID', problems.join('; ')));
  return ok({ lat: la!, lng: ln! });
}
