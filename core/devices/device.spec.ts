import { citeSource } from './device';

describe('citeSource', () => {
  it('gives name, address when asked and date', () => {
    const source = { name: 'Apple Support', url: 'https://support.apple.com/kb/SP901', date: '2023-09-12' };
    expect(citeSource(source)).toBe('Apple Support, 2023-09-12');
    expect(citeSource(source, { url: true })).toBe('Apple Support (https://support.apple.com/kb/SP901), 2023-09-12');
  });

  it('does not repeat a date the name already gives', () => {
    expect(citeSource({ name: 'Swappa: U1 means factory unlocked, read 2026-11-23', date: '2026-11-23' })).toBe('Swappa: U1 means factory unlocked, read 2026-11-23');
  });
});
