import { aDevice } from '../testing/builders';
import { canonicalBrand, ModelMatcher, normaliseDeviceName } from './match-model';

describe('normaliseDeviceName', () => {
  it.each([
    ['Pixel 4', 'Google', 'pixel 4'],
    ['Google Pixel 4', 'Google', 'pixel 4'],
    ['PIXEL  4 ', 'Google', 'pixel 4'],
    ['Pixel 2 (with 64 GB storage)', 'Google', 'pixel 2'],
    ['Pixel XL 32GB', 'Google', 'pixel xl'],
    ['Galaxy S10+ 128GB', 'Samsung', 'galaxy s10+'],
    ['iPhone 13 mini', 'Apple', 'iphone 13 mini'],
    ['iPhone SE (2022)', 'Apple', 'iphone se 2022'],
    ['Pixel 4a (5G) (Just Black)', 'Google', 'pixel 4a 5g'],
    ['iPad (10th generation)', 'Apple', 'ipad 10th generation'],
  ])('%p -> %p', (name, make, expected) => {
    expect(normaliseDeviceName(name, make)).toBe(expected);
  });
});

describe('ModelMatcher', () => {
  const pixel4 = aDevice({ id: 'pixel-4', make: 'Google', model: 'Pixel 4', modelNumbers: ['G020I', 'G020M'] });
  const pixel4xl = aDevice({ id: 'pixel-4-xl', make: 'Google', model: 'Pixel 4 XL', modelNumbers: ['G020J'] });
  const iphone11 = aDevice({ id: 'iphone-11', make: 'Apple', model: 'iPhone 11', modelNumbers: ['A2111', 'A2221'], aka: [] });
  const matcher = new ModelMatcher([pixel4, pixel4xl, iphone11]);

  it('matches a marketing name regardless of case and spacing', () => {
    expect(matcher.match('google', ['PIXEL 4'])?.id).toBe('pixel-4');
  });
  it('does not confuse Pixel 4 with Pixel 4 XL', () => {
    expect(matcher.match('Google', ['Pixel 4 XL'])?.id).toBe('pixel-4-xl');
  });
  it('matches a model number given as the name, or an aka name', () => {
    expect(matcher.match('Apple', ['A2221', 'iPhone 11'])?.id).toBe('iphone-11');
  });
  it('requires the brand to agree', () => {
    expect(matcher.match('Motorola', ['Pixel 4'])).toBeNull();
  });
  it('returns null for an unknown model rather than a near miss', () => {
    expect(matcher.match('Google', ['Pixel 3'])).toBeNull();
  });
});

describe('canonicalBrand: GSMA exports name the registering company', () => {
  it.each([
    ['Samsung Electronics Co Ltd', 'samsung'],
    ['Samsung Korea', 'samsung'],
    ['Apple Inc.', 'apple'],
    ['Motorola Mobility LLC, a Lenovo Company', 'motorola'],
    ['HMD Global Oy', 'nokia'],
    ['Xiaomi Communications Co Ltd', 'xiaomi'],
    ['Redmi', 'xiaomi'],
    ['Google', 'google'],
  ])('%p -> %p', (make, brand) => {
    expect(canonicalBrand(make)).toBe(brand);
  });
});

describe('ModelMatcher on tricky names from TAC lists', () => {
  const s22 = aDevice({ id: 's22', make: 'Samsung', model: 'Galaxy S22', modelNumbers: ['SM-S901B', 'SM-S901B/DS'] });
  const s22plus = aDevice({ id: 's22-plus', make: 'Samsung', model: 'Galaxy S22+', modelNumbers: ['SM-S906B'] });
  const x30 = aDevice({ id: 'x30', make: 'Nokia', model: 'Nokia X30 5G', modelNumbers: ['TA-1450'] });
  const edge = aDevice({ id: 'edge-30', make: 'Motorola', model: 'Motorola Edge 30', modelNumbers: ['XT2203-1'], aka: ['moto edge 30'] });
  const power = aDevice({ id: 'g-power-2024', make: 'Motorola', model: 'Moto G Power (2024)', modelNumbers: ['XT2415-3', 'XT2415V'] });
  const a15 = aDevice({ id: 'a15', make: 'Samsung', model: 'Galaxy A15', modelNumbers: ['SM-A155F'] });
  const matcher = new ModelMatcher([s22, s22plus, x30, edge, power, a15]);

  it.each([
    ['Samsung Electronics Co Ltd', ['Galaxy S22 5G (256GB)'], null],
    ['Samsung Electronics Co Ltd', ['SAMSUNG GALAXY S22', 'SM-S901B'], 's22'],
    ['Samsung Korea', ['Galaxy S22+ 128 GB'], 's22-plus'],
    ['Samsung', ['sm-s901b/ds'], 's22'],
    ['HMD Global Oy', ['Nokia X30 5G'], 'x30'],
    ['Motorola Mobility LLC, a Lenovo Company', ['moto edge 30'], 'edge-30'],
    ['Motorola', ['Edge 30'], 'edge-30'],
    ['Samsung', ['Galaxy S22 Ultra'], null],
    ['Motorola', ['Moto G Power 5G (2024)', 'XT2415-5'], 'g-power-2024'],
    ['Samsung', ['Galaxy A15 5G'], null],
  ])('%p %p -> %p', (make, names, id) => {
    expect(matcher.match(make, names)?.id ?? null).toBe(id);
  });
});
