import Papa from 'papaparse';

/** Delimiters a contact file may use; the parser picks the one that fits the file. */
const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How many parse problems are kept for display; a broken file can have thousands. */
const MAX_PROBLEMS = 5;

/** A parsed file: its header row, its data rows (blank lines skipped) and what looked wrong. */
export interface CsvTable {
  /** column names from the first row, trimmed; an unnamed column is `Column <n>` */
  readonly headers: readonly string[];
  /** data rows, each with one text per header (missing cells are '', extra cells dropped) */
  readonly rows: readonly (readonly string[])[];
  readonly delimiter: CsvDelimiter;
  /** parse problems such as an unclosed quote, with the data row they are on (1-based) */
  readonly problems: readonly string[];
}

const BOM = 0xfeff;

function isCsvDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value);
}

function blankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

function fitTo(cells: readonly string[], width: number): readonly string[] {
  if (cells.length === width) return cells;
  if (cells.length > width) return cells.slice(0, width);
  return [...cells, ...Array.from({ length: width - cells.length }, () => '')];
}

/**
 * Parses the text of a CSV file: a UTF-8 byte-order mark is dropped, the delimiter (`,` or `;`)
 * is detected, quoted fields may hold delimiters, line breaks and doubled quotes, and blank lines
 * are skipped. The first non-blank row is the header row.
 */
export function parseCsv(text: string): CsvTable {
  const input = text.charCodeAt(0) === BOM ? text.slice(1) : text;
  const result = Papa.parse<string[]>(input, {
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  const delimiter = isCsvDelimiter(result.meta.delimiter) ? result.meta.delimiter : ',';
  const [headerRow = [], ...dataRows] = result.data.filter((cells) => !blankRow(cells));
  const headers = headerRow.map((name, index) => {
    const trimmed = name.trim();
    return trimmed === '' ? `Column ${index + 1}` : trimmed;
  });
  const problems = result.errors
    .filter((error) => error.type === 'Quotes')
    .slice(0, MAX_PROBLEMS)
    // papaparse counts the header row; people count data rows from 1
    .map((error) => (error.row === undefined || error.row < 1 ? error.message : `Row ${error.row}: ${error.message}`));
  return { headers, rows: dataRows.map((cells) => fitTo(cells, headers.length)), delimiter, problems };
}
