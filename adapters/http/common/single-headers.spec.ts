import { repeatedHeader } from './single-headers';

describe('repeatedHeader', () => {
  it.each([
    [['Host', 'a', 'host', 'b'], 'Host'],
    [['Content-Type', 'application/json', 'Accept', '*/*', 'content-type', 'text/plain'], 'Content-Type'],
    [['authorization', 'Bearer a', 'AUTHORIZATION', 'Bearer b'], 'Authorization'],
    [['Content-Encoding', 'gzip', 'Content-Encoding', 'gzip'], 'Content-Encoding'],
  ])('finds %j given twice: %s', (raw, name) => {
    expect(repeatedHeader(raw)).toBe(name);
  });

  it('lets headers that may repeat, and one of each, through', () => {
    expect(repeatedHeader(['Host', 'a', 'Accept', 'a', 'Accept', 'b', 'Cookie', 'x', 'Cookie', 'y', 'Content-Type', 'application/json'])).toBeNull();
  });
});
