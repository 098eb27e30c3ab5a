/**
 * Text as a terminal should show it: control characters other than line breaks and tabs (ESC, BEL,
 * a carriage return), format characters (text-direction marks and overrides, zero-width spaces),
 * line and paragraph separators and lone surrogates written as escapes ("\\u001b"), so text stored
 * through the public doors (a key's name, a report) can neither hide rows nor drive the operator's
 * terminal. Everything the CLI prints passes through it.
 */
export const printable = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Stored text shown on one line of a listing (a cell, a record): its line breaks and tabs as escapes too, so it cannot forge rows. */
export const oneLine = (text: string): string => printable(text).replace(/[\n\t]/g, (c) => (c === '\n' ? '\\n' : '\\t'));

/** Renders rows as a plain aligned table for support staff reading a terminal. */
export function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

export const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** Renders rows under a header line, each column as wide as its widest cell (the last one left ragged). */
export function columns(header: string[], raw: string[][]): string {
  const rows = raw.map((r) => r.map(oneLine));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [header, ...rows].map(line).join('\n');
}
