import { ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { resolveCarrier, type CarrierQuery, type PlaceCountries } from './resolve-carrier';

/** How many carrier names (with their country) are kept: far more than the names people type. */
const NAMES_KEPT = 1000;

/**
 * Carrier resolution with its answers kept. Without a location, the carrier a query means depends
 * only on the name, the country and the directory's carriers, and nearly every check names one of
 * a few carriers: resolving the name anew (normalising it, weighing namesakes in several countries)
 * was about 4% of a check's server time. Answers are kept per directory revision, so carriers read
 * anew are resolved anew; a refusal is not kept (it is rare, and says the name back). A query with a
 * location is always resolved, since the location may pick among namesakes.
 */
export class CarrierResolutions {
  private readonly kept = new Map<string, Carrier>();
  private revision = NaN;

  constructor(
    private readonly directory: CarrierDirectory,
    private readonly places?: PlaceCountries,
    private readonly capacity = NAMES_KEPT,
  ) {}

  async resolve(query: CarrierQuery): Promise<Result<Carrier>> {
    if (query.location?.trim()) return resolveCarrier(query, this.directory, this.places);
    if (this.directory.revision !== this.revision) {
      this.kept.clear();
      this.revision = this.directory.revision;
    }
    const key = `${query.network ?? ''}\n${query.country ?? ''}`;
    const kept = this.kept.get(key);
    if (kept) return ok(kept);
    const revision = this.revision;
    const result = await resolveCarrier(query, this.directory, this.places);
    if (result.ok && this.directory.revision === revision) {
      // The oldest name goes first when full; the few names in daily use are soon back.
      if (this.kept.size >= this.capacity) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, result.value);
    }
    return result;
  }
}
