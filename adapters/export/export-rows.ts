import type { SearchView } from '../../core';

/** `channel` comes last: it was added after the others, and readers that take columns by position keep working. */
export const EXPORT_COLUMNS = [
  'id', 'imei', 'make', 'model', 'year', 'carrier', 'success', 'errorCode',
  'fourG', 'fiveG', 'volte', 'wifiCalling', 'inferred', 'location', 'searchedAt', 'channel',
] as const;

/**
 * Spreadsheet programs run cells that start with = + - @ (or a tab or carriage return) as formulas;
 * a leading apostrophe makes them plain text (OWASP CSV injection).
 */
export const neutraliseFormula = (cell: string): string => {
  // A spreadsheet whose list separator is ; (German, French, Dutch locales) starts a cell after each
  // ; whatever the quoting, so a formula character there is guarded too ("x;=1+1" -> "x;'=1+1").
  const guarded = cell.replace(/;(\s*)(?=[=+\-@])/g, ";$1'");
  return /^[=+\-@\t\r]/.test(guarded) ? `'${guarded}` : guarded;
};

/** One export row, every cell as text. */
export function exportRow(s: SearchView): string[] {
  const c = s.capabilities;
  const cells = [
    s.id, s.imei, s.device?.make ?? '', s.device?.model ?? '', s.device?.year?.toString() ?? '', s.carrier ?? '',
    String(s.success), s.errorCode ?? '', c?.fourG ?? '', c?.fiveG ?? '', c?.volte ?? '', c?.wifiCalling ?? '', s.inferred.join(' '),
    s.location ?? '', s.searchedAt.toISOString(), s.channel,
  ];
  return cells.map(neutraliseFormula);
}
