import { aDevice } from '../testing/builders';
import { searchModels } from './search-models';

const pixel4 = aDevice({ id: 'pixel-4', make: 'Google', model: 'Pixel 4', modelNumbers: ['G020I', 'G020M'], releaseYear: 2019 });
const pixel4xl = aDevice({ id: 'pixel-4-xl', make: 'Google', model: 'Pixel 4 XL', modelNumbers: ['G020J'], releaseYear: 2019 });
const pixel4a = aDevice({ id: 'pixel-4a', make: 'Google', model: 'Pixel 4a', modelNumbers: ['G025J'], releaseYear: 2020 });
const s24u = aDevice({ id: 's24u', make: 'Samsung', model: 'Galaxy S24 Ultra', variant: 'International', modelNumbers: ['SM-S928B'], releaseYear: 2024 });
const models = [pixel4xl, pixel4a, s24u, pixel4];
const ids = (q: string) => searchModels(models, q).map((h) => h.model.id);

describe('searchModels', () => {
  it('ranks the exact name first: "Pixel 4" before "Pixel 4 XL"', () => {
    expect(ids('pixel 4')[0]).toBe('pixel-4');
    expect(ids('pixel 4')).toEqual(expect.arrayContaining(['pixel-4-xl']));
  });
  it('finds by model number, whatever the case', () => {
    expect(ids('sm-s928b')).toEqual(['s24u']);
    expect(ids('G020M')).toEqual(['pixel-4']);
  });
  it('finds a model number typed without its hyphen, or with a space for it', () => {
    expect(ids('SMS928B')).toEqual(['s24u']);
    expect(ids('sm s928b')).toEqual(['s24u']);
  });
  it('matches the brand and word prefixes', () => {
    expect(ids('samsung ultra')).toEqual(['s24u']);
    expect(ids('galax s24')).toEqual(['s24u']);
  });
  it('takes a bare number from the name only: "Pixel 6" is no Pixel 8 Pro (Sub-6), "iPhone 6" no iPhone SE (iPhone14,6)', () => {
    const pixel6pro = aDevice({ id: 'pixel-6-pro', make: 'Google', model: 'Pixel 6 Pro', releaseYear: 2021 });
    const pixel8pro = aDevice({ id: 'pixel-8-pro', make: 'Google', model: 'Pixel 8 Pro', variant: 'Sub-6', releaseYear: 2023 });
    expect(searchModels([pixel8pro, pixel6pro], 'pixel 6').map((h) => h.model.id)).toEqual(['pixel-6-pro']);
    const se = aDevice({ id: 'iphone-se-2022', make: 'Apple', model: 'iPhone SE (2022)', aka: ['iPhone SE 3', 'iPhone14,6'], modelNumbers: ['A2783'], releaseYear: 2022 });
    expect(searchModels([se], 'iphone 6')).toEqual([]);
    expect(searchModels([se], 'iPhone14,6').map((h) => h.model.id)).toEqual(['iphone-se-2022']);
    expect(searchModels([se], 'iphone se 3').map((h) => h.model.id)).toEqual(['iphone-se-2022']);
  });
  it('needs every word to match', () => {
    expect(ids('pixel 9')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
});
