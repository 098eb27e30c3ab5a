import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member's header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Whether an Accept-Encoding header admits gzip: named with a weight above zero, or admitted by `*`
 * when gzip is not named at all.
 */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}

/**
 * One large answer sent to many clients: a JSON object whose first member is the request's own
 * (`head`, e.g. `{"requestVersion":3,`) and whose rest is the same for everyone. Every answer shares
 * the rest's bytes, compressed once: a gzip answer is the request's head deflated up to a sync flush,
 * then the shared rest's deflate stream, which refers back only within itself. A client that asks
 * many times and reads nothing costs the server a few small buffers per answer, not a copy (or a
 * compressor) each.
 */
export class SharedAnswer {
  private deflated: Buffer | null = null;

  /** `rest`: the object's members after the first, and its closing brace. */
  constructor(private readonly rest: Buffer) {}

  /** The answer's bytes, in order. */
  plain(head: Buffer): Buffer[] {
    return [head, this.rest];
  }

  /** The answer gzip-encoded; base64 audio is entropy-coded only (LZ77 finds nothing to match in it). */
  gzip(head: Buffer): Buffer[] {
    this.deflated ??= deflateRawSync(this.rest, { strategy: constants.Z_HUFFMAN_ONLY });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(this.rest, crc32(head)) >>> 0, 0);
    trailer.writeUInt32LE((head.length + this.rest.length) >>> 0, 4);
    return [GZIP_HEADER, deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }), this.deflated, trailer];
  }
}
