import { GenerationIndex, type GenerationRecord } from './radio-generations';

const sheet = (make: string, name: string, code: string, technology: string, generations: GenerationRecord['generations']): GenerationRecord => ({
  make,
  name,
  modelNumbers: [code],
  technology,
  generations,
  source: { name: `GSMArena spec sheet for ${make} ${name}`, url: 'https://example.org/sheet', date: '2026-05-06' },
});

describe('radio generations by model code', () => {
  const index = new GenerationIndex([sheet('Acer', 'Liquid Z520', 'Z520', 'GSM / HSPA', ['2G', '3G']), sheet('Samsung', 'Galaxy A5', 'SM-A500F', 'GSM / HSPA / LTE', ['2G', '3G', '4G'])]);

  it('finds a sheet by a code of the same brand, in any letter case', () => {
    expect(index.find('Samsung', ['sm-a500f'])?.name).toBe('Galaxy A5');
    expect(index.find('Samsung Korea', ['SM-A500F'])?.generations).toEqual(['2G', '3G', '4G']);
  });

  it("never gives one brand's device another brand's sheet because their codes match", () => {
    expect(index.find('Sony Ericsson', ['Z520'])).toBeNull();
    expect(index.find('Acer', ['Z520'])?.name).toBe('Liquid Z520');
  });
});
