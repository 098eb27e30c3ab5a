import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';

/**
 * Passes UTF-8 through; a file that turns out not to be UTF-8 before any non-ASCII character was
 * read is taken as Windows-1252 and converted from there on. Spreadsheets on Windows save CSV in
 * that code page ("Bité" arrives as 42 69 74 E9), and read as UTF-8 its accented letters would
 * become U+FFFD and the carrier or model name would match nothing. ASCII is the same in both, so
 * the switch is exact; a file with valid UTF-8 text before bad bytes is left as it is. A UTF-16
 * file (it starts with a byte order mark) is left to the CSV parser.
 */
export class Utf8OrWindows1252 extends Transform {
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private legacy: TextDecoder | null = null;
  private nonAscii = false;
  private first = true;
  private passThrough = false;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.first) {
      this.first = false;
      this.passThrough = chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff));
    }
    if (this.passThrough) return done(null, chunk);
    if (this.legacy) return done(null, Buffer.from(this.legacy.decode(chunk, { stream: true }), 'utf8'));
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      if (this.nonAscii) {
        this.passThrough = true;
        return done(null, chunk);
      }
      this.legacy = new TextDecoder('windows-1252');
      return done(null, Buffer.from(this.legacy.decode(chunk, { stream: true }), 'utf8'));
    }
    this.nonAscii ||= chunk.some((b) => b > 0x7f);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.legacy ? Buffer.from(this.legacy.decode(), 'utf8') : undefined);
  }
}
