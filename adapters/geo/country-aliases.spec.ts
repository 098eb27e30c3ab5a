import { countriesCalled } from './country-aliases';

const codes = (text: string) => countriesCalled(text).map((c) => c.code).sort();

describe('countriesCalled: the countries a whole text names', () => {
  it('takes a name two countries share for both, not for one of them', () => {
    expect(codes('Congo')).toEqual(['CD', 'CG']);
    expect(codes('congo')).toEqual(['CD', 'CG']);
  });

  it.each([
    ['Micronesia', 'FM'],
    ['Federated States of Micronesia', 'FM'],
    ['Vatican', 'VA'],
    ['Vatican City', 'VA'],
    ['Holy See', 'VA'],
    ['Korea, South', 'KR'],
    ['Korea,South', 'KR'],
    ['South Korea', 'KR'],
    ['Korea', 'KR'],
    ['Korea, North', 'KP'],
    ['North Korea', 'KP'],
    ['Congo, Republic of the', 'CG'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['DR Congo', 'CD'],
    ['Ivory Coast', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['Burma', 'MM'],
    ['Myanmar', 'MM'],
    ['Czechia', 'CZ'],
    ['Czech Republic', 'CZ'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
    ['Eswatini', 'SZ'],
    ['Swaziland', 'SZ'],
    ['Cape Verde', 'CV'],
    ['Cabo Verde', 'CV'],
    ['East Timor', 'TL'],
    ['Timor-Leste', 'TL'],
    ['Macedonia', 'MK'],
    ['North Macedonia', 'MK'],
    ['UAE', 'AE'],
    ['UK', 'GB'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['United States', 'US'],
    ['Bahamas', 'BS'],
    ['Saint Lucia', 'LC'],
    ['Trinidad & Tobago', 'TT'],
    ['Ireland', 'IE'],
    ['China', 'CN'],
  ])('reads %p as %s', (text, code) => {
    expect(codes(text)).toEqual([code]);
  });

  it('gives the name a list-order text goes by, so it can be matched against what was typed', () => {
    expect(countriesCalled('Korea, South')).toEqual([{ code: 'KR', name: 'Korea' }]);
    expect(countriesCalled('Micronesia')).toEqual([{ code: 'FM', name: 'Micronesia' }]);
  });

  it('says which country a territory belongs to', () => {
    expect(countriesCalled('Åland Islands')).toEqual([{ code: 'AX', name: 'Åland Islands', within: 'FI' }]);
  });

  it.each(['Paris', 'London', 'Texas', 'Austin', 'Austin, TX', 'Paris, France', 'Congo, Paraíba', 'South', 'TX', ''])('names no country in %p', (text) => {
    expect(countriesCalled(text)).toEqual([]);
  });
});
