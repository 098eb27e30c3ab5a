/** Renders rows as a plain aligned table for support staff reading a terminal. */
export function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

export const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** Renders rows under a header line, each column as wide as its widest cell (the last one left ragged). */
export function columns(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [header, ...rows].map(line).join('\n');
}
