/** A line break as an editor counts it: CRLF, LF or a lone CR. */
const BREAK = /\r\n?|\n/g;

const breaksIn = (field: string): number => (field.includes('\n') || field.includes('\r') ? (field.match(BREAK)?.length ?? 0) : 0);

/**
 * The line each CSV record starts on, counted here because csv-parse knows only the line a record
 * ends on (a quoted cell with a line break would name the record by its last line) and counts a
 * CRLF inside a quoted cell as two lines. A record takes its own line, one more per line break in
 * its cells (a break only stays in a cell when quoted), after the blank lines csv-parse skipped.
 */
export class CsvRecordLines {
  private next = 1;
  private skipped = 0;

  /** The line the record just read starts on, given csv-parse's count of blank lines skipped so far. */
  start(fields: string[], emptyLines: number): number {
    const line = this.pending(emptyLines);
    this.skipped = emptyLines;
    this.next = line + 1 + fields.reduce((n, f) => n + breaksIn(f), 0);
    return line;
  }

  /** The line the record being read starts on (where a record csv-parse could not finish began). */
  pending(emptyLines: number): number {
    return this.next + emptyLines - this.skipped;
  }
}
