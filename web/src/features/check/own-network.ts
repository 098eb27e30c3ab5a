import { useAppStore } from '../../store/app-store';
import { useSiteConfig } from '../site/use-site-config';

/** Country names read with "the" in a sentence ("serves the United States"). */
const WITH_ARTICLE = /^(United |Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Comoros$|Seychelles$|Czech Republic$|Dominican Republic$|Central African Republic$|Democratic Republic|Republic of |(Marshall|Solomon|Cayman|Faroe|Falkland) Islands$)/;

/** "the United States", "Lithuania". */
export const countryInSentence = (country: string): string => (WITH_ARTICLE.test(country) ? `the ${country}` : country);

export interface OwnNetwork {
  name: string;
  country: string;
  /** True when the carrier list on the form offers the own network, so choosing it is a real next step. */
  listed: boolean;
}

/** The operator's own network and whether the visitor can pick it from the carriers shown now. */
export function useOwnNetwork(): OwnNetwork {
  const site = useSiteConfig();
  const listed = useAppStore((s) => s.carriers.some((c) => c.name === site.networkName));
  return { name: site.networkName, country: site.networkCountry, listed };
}

/**
 * What to say when the check ran on another carrier and the own network is not listed there:
 * it serves its own country, so the way to check it is a location there (or none). Null when the
 * checked carrier is in the own network's country: then there is nothing to explain.
 */
export function ownNetworkElsewhere(own: OwnNetwork, carrierCountry: string | null | undefined): string | null {
  if (own.listed || !carrierCountry || carrierCountry === own.country) return null;
  const home = countryInSentence(own.country);
  return `${own.name} serves ${home}, so it is not among the carriers in ${countryInSentence(carrierCountry)}. To see whether you can join ${own.name}, leave the location empty or enter a place in ${home}, then check again.`;
}
