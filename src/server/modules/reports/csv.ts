/**
 * A report's rows as CSV (RFC 4180): a header of the columns, one line a row, CRLF line ends. A
 * field that could start a spreadsheet formula (a workshop's name beginning '=', '+', '-' or '@')
 * is quoted with a leading apostrophe, so opening the file runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => field((row as Record<string, unknown>)[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
