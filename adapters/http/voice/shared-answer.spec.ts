import { gunzipSync } from 'node:zlib';
import { acceptsGzip, SharedAnswer } from './shared-answer';

describe('SharedAnswer', () => {
  const rest = Buffer.from(`"success":true,"audio":"${Buffer.alloc(300_000, 7).toString('base64')}"}`);
  const answer = new SharedAnswer(rest);

  it('gives each request its own first member and everyone the same rest, plain or gzip-encoded', () => {
    for (const version of ['3', 'null', '1e+308']) {
      const head = Buffer.from(`{"requestVersion":${version},`);
      expect(JSON.parse(Buffer.concat(answer.plain(head)).toString())).toMatchObject({ requestVersion: JSON.parse(version), success: true });
      const gzipped = Buffer.concat(answer.gzip(head));
      expect(gunzipSync(gzipped).equals(Buffer.concat([head, rest]))).toBe(true);
    }
    // The rest is compressed once and shared: two answers hold the same buffer.
    expect(answer.gzip(Buffer.from('{"requestVersion":1,'))[2]).toBe(answer.gzip(Buffer.from('{"requestVersion":2,'))[2]);
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br', false],
    ['gzip;q=0, br', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.1', true],
    ['identity', false],
    [undefined, false],
  ])('reads Accept-Encoding %p as admitting gzip: %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
