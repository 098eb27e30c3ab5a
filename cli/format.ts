/** Renders rows as a plain aligned table for support staff reading a terminal. */
export function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

export const json = (value: unknown): string => JSON.stringify(value, null, 2);
