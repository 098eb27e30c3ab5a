import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { locateCountry, selectDefaultCarrier } from './resolve-country';

export interface CarrierListing {
  country: string;
  carriers: Array<Pick<Carrier, 'name' | 'marketShare' | 'description' | 'confidence'>>;
  /** The carrier to preselect, by the specification's rules. */
  selected: string | null;
}

/** The carriers of the country a location names (specification sections 4 and 5). */
export class ListCarriers {
  constructor(private readonly directory: CarrierDirectory) {}

  async execute(location: string | undefined): Promise<Result<CarrierListing>> {
    const country = await locateCountry(location, this.directory);
    const carriers = await this.directory.listByCountry(country);
    if (carriers.length === 0) {
      return fail(domainError('NOT_FOUND', `No carriers are known for ${country}. Try a country name such as "United States", "Canada", "France" or "Lithuania".`, { country }));
    }
    const names = carriers.map((c) => c.name);
    return ok({
      country,
      carriers: carriers.map(({ name, marketShare, description, confidence }) => ({ name, marketShare, description, confidence })),
      selected: selectDefaultCarrier(country, names) ?? null,
    });
  }
}
