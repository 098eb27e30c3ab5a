import { namesPlace, samePlaceName, type PlaceSuggester } from '../geo/place-suggester';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { coordinatesOf, pointRefusal } from './coordinates';
import { countryAtPoint, type PlaceCountries } from './place-countries';
import { lastSegment, locateCountry, namedCountry, selectDefaultCarrier, tooLongForCountry } from './resolve-country';

/** Where a location that names no country is looked up (offline): its borders, and the gazetteer's places. */
export interface PlaceLookup {
  countries: PlaceCountries;
  suggester: PlaceSuggester;
}

export interface CarrierListing {
  country: string;
  carriers: Array<Pick<Carrier, 'name' | 'marketShare' | 'description' | 'confidence'>>;
  /** The carrier to preselect, by the specification's rules. */
  selected: string | null;
  /** The gazetteer's place when the location named no country ("Paris, Île-de-France, France"); else null. */
  place: string | null;
}

/** The carriers of the country a location names (specification sections 4 and 5). */
export class ListCarriers {
  constructor(
    private readonly directory: CarrierDirectory,
    private readonly places?: PlaceLookup,
  ) {}

  async execute(given: string | undefined): Promise<Result<CarrierListing>> {
    // A separator left at the end ("Berlin,") adds nothing: without it the place is read, not skipped.
    const location = given?.replace(/[\s,;]+$/, '');
    const text = (location ?? '').trim();
    const badPoint = pointRefusal(text);
    if (badPoint) return fail(badPoint);
    const inRegion = await this.placeInRegion(location ?? '');
    const named = inRegion?.country ?? (await locateCountry(location, this.directory));
    let carriers = await this.directory.listByCountry(named);
    // A place whose name is longer than a country's ("Frankfurt am Main") is looked up before the
    // specification's reading of such text as the United States, which stays for text no place has.
    const placed = inRegion ?? (carriers.length === 0 || (!namedCountry(text) && tooLongForCountry(text)) ? await this.place(location ?? '') : null);
    if (placed) carriers = await this.directory.listByCountry(placed.country);
    const country = placed?.country ?? named;
    if (carriers.length === 0 && coordinatesOf(location ?? '')) {
      return fail(domainError('NOT_FOUND', `No carriers are known at ${(location ?? '').trim()}: the point lies in no country (at sea, or outside every border). Give coordinates on land, a country or a place.`));
    }
    if (carriers.length === 0) return fail(this.unlisted(text, country));
    const names = carriers.map((c) => c.name);
    // The directory's own name for the country ("germany!!!" lists Germany's carriers as "Germany"), which a check accepts.
    const listed = carriers[0].country;
    return ok({
      country: listed,
      carriers: carriers.map(({ name, marketShare, description, confidence }) => ({ name, marketShare, description, confidence })),
      selected: selectDefaultCarrier(listed, names) ?? null,
      place: placed?.label ?? null,
    });
  }

  /**
   * Why a location has no carriers: it names several countries ("Congo"), a country the carrier
   * lists have no operator for ("Vatican City"), or nothing known.
   */
  private unlisted(text: string, country: string): DomainError {
    const shown = text.slice(0, 100);
    const countries = this.places?.countries.countriesNamed(text) ?? [];
    if (countries.length > 1) {
      return domainError('PLACE_AMBIGUOUS', `"${shown}" names places in several countries (${countries.slice(0, 5).join(', ')}): give the country's full name, or the place with its country.`, { countries });
    }
    if (countries.length === 1) return domainError('NOT_FOUND', `No carriers are known in ${countries[0]}: the carrier lists name no operator there.`, { country: countries[0] });
    return domainError('NOT_FOUND', `No carriers are known for "${shown}": no country or place of that name. Give a country ("France", "United States"), a place with its country ("Austin, TX", "Paris, France") or coordinates ("48.85, 2.35").`, { country });
  }

  /**
   * The country of a location that names none: coordinates by the country borders; otherwise the
   * gazetteer's best place of exactly that name ("Paris": Paris, France; "Austin, TX": Austin, Texas).
   */
  private async place(location: string): Promise<{ country: string; label: string | null } | null> {
    if (!this.places || !location.trim()) return null;
    if (coordinatesOf(location)) {
      const country = await countryAtPoint(location, this.directory, this.places.countries);
      return country ? { country, label: null } : null;
    }
    return (await this.region(location)) ?? this.gazetteerPlace(location);
  }

  /**
   * "Atlanta, Georgia": a place whose region has the name after the comma is read in that region,
   * not in the country of the same name. Null when no such place, or when the gazetteer's place is
   * in the country named ("Tbilisi, Georgia").
   */
  private async placeInRegion(location: string): Promise<{ country: string; label: string } | null> {
    if (!this.places || !location.includes(',') || coordinatesOf(location)) return null;
    return this.gazetteerPlace(location, lastSegment(location));
  }

  /** A state, province or region that one country alone has ("Texas", "Ontario"): that country. */
  private async region(location: string): Promise<{ country: string; label: string } | null> {
    const region = location.includes(',') ? null : this.places!.countries.regionNamed?.(location);
    const country = region ? await this.directory.canonicalCountry(region.country) : null;
    return region && country ? { country, label: `${region.region}, ${country}` } : null;
  }

  /** The gazetteer's best place of exactly the name before the first comma (in `region`, when given). */
  private async gazetteerPlace(location: string, region?: string): Promise<{ country: string; label: string } | null> {
    const [best] = await this.places!.suggester.suggest(location, 1);
    if (!best?.countryName || !namesPlace(best.name, location.split(',')[0])) return null;
    if (region !== undefined && !(best.region && samePlaceName(best.region, region))) return null;
    const country = await this.directory.canonicalCountry(best.countryName);
    return country ? { country, label: best.label } : null;
  }
}

