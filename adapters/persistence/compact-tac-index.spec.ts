import { CompactTacIndexBuilder } from './compact-tac-index';

describe('CompactTacIndex', () => {
  const pixel = { make: 'Google', model: 'Pixel 4', origin: 'osmocom' as const, modelId: 'google-pixel-4' };
  const nokia = { make: 'Nokia', model: '3110', origin: 'osmocom' as const };

  it('finds TACs added out of order, including ones with a leading zero, and nothing else', () => {
    const b = new CompactTacIndexBuilder();
    b.add('35293110', pixel);
    b.add('01234567', nokia);
    b.add('35293111', pixel);
    b.add('not-a-tac', nokia);
    const index = b.build();
    expect(index.size).toBe(3);
    expect(index.find('35293110')).toEqual({ tac: '35293110', ...pixel });
    expect(index.find('01234567')).toEqual({ tac: '01234567', ...nokia });
    expect(index.find('1234567')).toBeNull();
    expect(index.find('99999999')).toBeNull();
  });

  it('stores each distinct device once however many TACs share it, and counts TACs per catalog model', () => {
    const b = new CompactTacIndexBuilder();
    for (let i = 0; i < 1000; i++) b.add(String(35000000 + i), i % 2 ? pixel : nokia);
    const index = b.build();
    expect(index.devices).toHaveLength(2);
    expect(index.tacCountsByModel().get('google-pixel-4')).toBe(500);
  });
});
