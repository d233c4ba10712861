/**
 * One CSV cell (RFC 4180), guarded against formula injection: a text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) starts with an apostrophe instead.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

/** A whole file: the header, then one line per row, CRLF as RFC 4180 says. */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}
