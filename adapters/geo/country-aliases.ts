import { countryCoder } from './country-coder';
import { countryNameOf } from './country-coder-locator';

/**
 * Names people use for a country that country-coder's English names and aliases lack, by ISO
 * 3166-1 alpha-2 code. Everything else is derived from that data (see `namesOf`), so keep this
 * table to what no rule can give.
 */
const COMMON_NAMES: Record<string, string> = {
  America: 'US',
  'U.S.': 'US',
  'U.S.A.': 'US',
  USA: 'US',
  UK: 'GB',
  Britain: 'GB',
  'Great Britain': 'GB',
  UAE: 'AE',
  'Czech Republic': 'CZ',
  Holland: 'NL',
  Korea: 'KR',
  'Republic of Korea': 'KR',
  Türkiye: 'TR',
  'Ivory Coast': 'CI',
  'Cabo Verde': 'CV',
  'Russian Federation': 'RU',
  Lietuva: 'LT',
  Éire: 'IE',
  Macedonia: 'MK',
  Bosnia: 'BA',
  'DR Congo': 'CD',
  DRC: 'CD',
  Vatican: 'VA',
};

/** A leading state form that everyday speech drops: "Republic of the Congo" is "Congo", "Federated States of Micronesia" "Micronesia". */
const STATE_FORM = /^((democratic|people's) )?(republic|kingdom|federated states|bailiwick) of (the )?/i;

/** Folded names kept: a check folds the same few country names again and again (a carrier's dozen countries). */
const FOLDS_KEPT = 4096;
const folds = new Map<string, string>();

/** Lower case without accents, "&" as "and", dots and hyphens as spaces, one space after a comma: how country names are compared. */
export function foldCountryName(s: string): string {
  let folded = folds.get(s);
  if (folded === undefined) {
    if (folds.size >= FOLDS_KEPT) folds.clear();
    folds.set(s, (folded = fold(s)));
  }
  return folded;
}

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/[.-]/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();

/** A country a text names, and the name it goes by in that text ("Korea" for "Korea, South"). */
export interface CountryCalled {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** For a territory, the code of the country it belongs to ("FI" for the Åland Islands). */
  within?: string;
}

/** A country's code, the country a territory belongs to, and the names to index it by. */
interface CountryNamed {
  code: string;
  within?: string;
  names: string[];
}

/** Folded name -> the countries of that name, by code; "congo" has two. */
let index: Map<string, Map<string, CountryCalled>> | null = null;

/**
 * The countries a whole text names: a country's English name or alias ("Czechia", "Burma",
 * "Holy See"), its everyday short form ("Congo", "Micronesia", "Ireland"), the same in list order
 * ("Korea, South", "Congo, Democratic Republic of the"), or a name from COMMON_NAMES. Several for
 * a name two countries share ("Congo"); empty for anything else, towns included: the caller decides
 * what a town of the same name means, but a country's name always means the country.
 */
export function countriesCalled(text: string): CountryCalled[] {
  const key = foldCountryName(text);
  if (key.length < 2 || key.length > 80) return [];
  const found = (index ??= buildIndex()).get(key);
  return found ? [...found.values()] : [];
}

/** Every name and form of every country with an ISO code, from country-coder's data and COMMON_NAMES. */
function buildIndex(): Map<string, Map<string, CountryCalled>> {
  const names = new Map<string, Map<string, CountryCalled>>();
  const add = (key: string, country: CountryCalled) => {
    const same = names.get(key) ?? names.set(key, new Map()).get(key)!;
    if (!same.has(country.code)) same.set(country.code, country);
  };
  const given = Object.entries(COMMON_NAMES).map(([name, code]): CountryNamed => ({ code, names: [name] }));
  for (const { code, within, names: spelled } of [...namesOf(), ...given]) {
    for (const name of spelled.flatMap(shortForms)) {
      add(foldCountryName(name), { code, name, ...(within ? { within } : {}) });
      for (const [listed, head] of listOrders(name)) add(foldCountryName(listed), { code, name: head, ...(within ? { within } : {}) });
    }
  }
  return names;
}

/** Each coded country or territory with its English name, the product's spelling of it and its worded aliases ("Burma", "Holy See"). */
function namesOf(): CountryNamed[] {
  return countryCoder().borders.features
    .map((f) => f.properties as { iso1A2?: string; nameEn?: string; aliases?: string[]; level?: string; country?: string })
    .filter((p) => p.iso1A2 && p.nameEn && p.level !== 'union' && p.level !== 'unitedNations')
    .map((p) => ({
      code: p.iso1A2!,
      within: p.country,
      // Aliases without a lower-case letter are codes ("ZR", "US-PR"): codes are read elsewhere, and only where a code is meant.
      names: [p.nameEn!, countryNameOf(p.iso1A2!) ?? p.nameEn!, ...(p.aliases ?? []).filter((a) => /[a-z]/.test(a))],
    }));
}

/** A name and its everyday forms: without a state form or a leading "The", and "St." written out as "Saint" or the reverse. */
function shortForms(name: string): string[] {
  const forms = new Set([name, name.replace(STATE_FORM, ''), name.replace(/^the /i, '')]);
  for (const form of [...forms]) {
    if (/^st\.? /i.test(form)) forms.add(form.replace(/^st\.? /i, 'Saint '));
    if (/^saint[ -]/i.test(form)) forms.add(form.replace(/^saint[ -]/i, 'St. '));
  }
  return [...forms].filter(Boolean);
}

/**
 * A name as lists write it, its last words first ("Korea, South"; "Congo, Republic of the"),
 * each with the head the text then starts with ("Korea"). Names holding a comma are left alone.
 */
function listOrders(name: string): Array<[string, string]> {
  const words = name.split(' ');
  if (name.includes(',')) return [];
  const orders: Array<[string, string]> = [];
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(k).join(' ');
    orders.push([`${head}, ${words.slice(0, k).join(' ')}`, head]);
  }
  return orders;
}
