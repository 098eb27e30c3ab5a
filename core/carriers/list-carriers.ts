import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { resolveCountry, selectDefaultCarrier } from './resolve-country';

export interface CarrierListing {
  country: string;
  carriers: Array<Pick<Carrier, 'name' | 'marketShare' | 'description'>>;
  /** The carrier to preselect, by the specification's rules. */
  selected: string | null;
}

/** The carriers of the country a location names (specification sections 4 and 5). */
export class ListCarriers {
  constructor(private readonly directory: CarrierDirectory) {}

  async execute(location: string | undefined): Promise<Result<CarrierListing>> {
    const country = resolveCountry(location);
    const carriers = await this.directory.listByCountry(country);
    if (carriers.length === 0) {
      return fail(domainError('NOT_FOUND', `No carriers are known for ${country} yet. Try a country name such as "United States", "Canada", "United Kingdom" or "Lithuania".`, { country }));
    }
    const names = carriers.map((c) => c.name);
    return ok({
      country,
      carriers: carriers.map(({ name, marketShare, description }) => ({ name, marketShare, description })),
      selected: selectDefaultCarrier(country, names) ?? null,
    });
  }
}
