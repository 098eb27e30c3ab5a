import { countryNameOf } from './country-coder-locator';
import { CountryNames } from './country-names';

/** A directory's countries, spelled as the carrier catalog spells them. */
const LISTED = ['US', 'GB', 'FR', 'FI', 'BR', 'CG', 'CD', 'FM', 'VA', 'KR', 'KP', 'CI', 'MX', 'GE'].map((code) => countryNameOf(code)!);

describe('CountryNames: a country the directory lists, however it is written', () => {
  const names = new CountryNames(LISTED);

  it.each([
    ['Micronesia', 'Federated States of Micronesia'],
    ['Vatican', 'Vatican City'],
    ['Holy See', 'Vatican City'],
    ['Korea, South', 'South Korea'],
    ['Korea, North', 'North Korea'],
    ['South Korea', 'South Korea'],
    ['Korea', 'South Korea'],
    ['Congo, Democratic Republic of the', 'Democratic Republic of the Congo'],
    ['Ivory Coast', "Côte d'Ivoire"],
    ['USA', 'United States'],
    ['united states of america', 'United States'],
    ['Georgia', 'Georgia'],
    ['France', 'France'],
  ])('reads %p as %s', (text, country) => {
    expect(names.canonical(text)).toBe(country);
  });

  it('takes a name two listed countries share for neither', () => {
    expect(names.canonical('Congo')).toBeNull();
  });

  it('reads a territory the directory does not list apart in its country', () => {
    expect(names.canonical('Åland Islands')).toBe('Finland');
  });

  it.each(['TX', 'South', 'Paris', 'Austin', 'Qwertyuiop'])('takes %p for no country', (text) => {
    expect(names.canonical(text)).toBeNull();
  });

  it('answers only with countries the directory lists', () => {
    expect(new CountryNames(['France']).canonical('Micronesia')).toBeNull();
  });
});
