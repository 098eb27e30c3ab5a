import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { PlaceSuggester, PlaceSuggestion } from './place-suggester';

export const MIN_PLACE_QUERY = 2;
export const MAX_PLACE_QUERY = 100;
export const MAX_PLACE_SUGGESTIONS = 10;

/**
 * Suggestions as a visitor types a location (the check form and the coverage place search), so
 * the location sent is one the server can place, and the country is never guessed from free text.
 */
export class SuggestPlaces {
  constructor(private readonly places: PlaceSuggester) {}

  async execute(query: string | undefined, limit: string | number | undefined): Promise<Result<PlaceSuggestion[]>> {
    const text = (query ?? '').trim();
    if (text.length < MIN_PLACE_QUERY || text.length > MAX_PLACE_QUERY) {
      return fail(domainError('INPUT_INVALID', `query must be ${MIN_PLACE_QUERY} to ${MAX_PLACE_QUERY} characters of a place name, e.g. "Toronto" (got ${text.length})`));
    }
    // Decimal digits only: Number() would also read "0x10", "1e1" and " 10".
    const wanted = limit === undefined || limit === '' ? 5 : typeof limit === 'number' || /^\d+$/.test(limit) ? Number(limit) : NaN;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_PLACE_SUGGESTIONS) {
      return fail(domainError('INPUT_INVALID', `limit must be a whole number from 1 to ${MAX_PLACE_SUGGESTIONS} (got "${String(limit).slice(0, 20)}")`));
    }
    // "Toronto, ON" and "Paris, France": the place name is the first part; the rest narrows it.
    return ok(await this.places.suggest(text, wanted));
  }
}
