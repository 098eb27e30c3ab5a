import { nulFieldIn, nulRefusal } from './nul-text';

describe('nulFieldIn', () => {
  it('names the first text holding a NUL character, however deep', () => {
    expect(nulFieldIn({ imei: '352931103746525', location: 'Par\0is' })).toBe('location');
    expect(nulFieldIn({ params: { arguments: { imeis: ['1', 'x\0'] } } })).toBe('params.arguments.imeis[1]');
    expect(nulFieldIn('a\0')).toBe('the input');
  });

  it('finds nothing in input without one', () => {
    expect(nulFieldIn({ a: 'tab\tand\nnewline', b: [1, null, true, { c: '\\u0000 as typed text' }] })).toBeNull();
  });

  it('says what to do', () => {
    expect(nulRefusal('location')).toBe('location holds a NUL character (\\u0000), which no field takes. Remove it and send again.');
  });
});
