import { aDevice } from '../testing/builders';
import { ModelNumberIndex, sameModelNumber } from './model-numbers';

describe('model numbers however they are typed', () => {
  const us = aDevice({ id: 's22-us', make: 'Samsung', model: 'Galaxy S22', modelNumbers: ['SM-S901U', 'SM-S901U1'] });
  const moto = aDevice({ id: 'g-power', make: 'Motorola', model: 'moto g power', modelNumbers: ['XT2415-5'] });
  const index = new ModelNumberIndex([us, moto]);

  it.each(['SM-S901U1', 'sm-s901u1', 'SMS901U1', 'SM S901U1', 'sm s901u1', 'SM\u2011S901U1', 'SM\u2013S901U1'])('finds %s, said as the record spells it', (typed) => {
    expect(index.find(typed)).toEqual([us]);
    expect(ModelNumberIndex.spelling(us, typed)).toBe('SM-S901U1');
  });

  it('finds a code with its hyphen left out, and tells codes apart by more than hyphens', () => {
    expect(index.find('XT24155')).toEqual([moto]);
    expect(index.find('SM-S901B')).toEqual([]);
    expect(sameModelNumber('SMS901U', 'SM-S901U')).toBe(true);
    expect(sameModelNumber('SM-S901U', 'SM-S901U1')).toBe(false);
  });

  it('finds a dual-SIM code typed without its slash, said as the record spells it', () => {
    const intl = aDevice({ id: 's24-intl', make: 'Samsung', model: 'Galaxy S24', modelNumbers: ['SM-S921B', 'SM-S921B/DS'] });
    const both = new ModelNumberIndex([intl]);
    expect(both.find('SM-S921BDS')).toEqual([intl]);
    expect(ModelNumberIndex.spelling(intl, 'sm-s921bds')).toBe('SM-S921B/DS');
    expect(both.find('SM-S921BD')).toEqual([]);
  });
});
