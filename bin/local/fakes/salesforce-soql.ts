/**
 * The little SOQL the fake Salesforce answers: `SELECT fields FROM Object [WHERE cond AND cond…]
 * [ORDER BY field [ASC|DESC], …] [LIMIT n]`, where a condition is `field op literal` (op one of
 * = != < > <= >=) or `field IN (literal, …)`, and a literal is a quoted string (with `\'` and `\\`
 * escapes), a number, true/false/null or a datetime (`2026-01-05T09:00:00Z`, `…+00:00`). Anything
 * else (OR, LIKE, sub-queries, functions) is `MALFORMED_QUERY`, as a real org would answer a typo:
 * a connector that sends more than this small set finds out in its tests.
 */

/** A failed query, with Salesforce's error code (`MALFORMED_QUERY`, `INVALID_FIELD`, `INVALID_TYPE`). */
export class SoqlError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SoqlError';
  }
}

type SoqlValue = string | number | boolean | null | { readonly datetime: number };
const OPERATORS = ['=', '!=', '<', '>', '<=', '>='] as const;
type Operator = (typeof OPERATORS)[number];

type Condition =
  | { readonly field: string; readonly op: Operator; readonly value: SoqlValue }
  | { readonly field: string; readonly op: 'IN'; readonly values: readonly SoqlValue[] };

export interface SoqlQuery {
  readonly fields: readonly string[];
  readonly object: string;
  readonly where: readonly Condition[];
  readonly orderBy: readonly { readonly field: string; readonly descending: boolean }[];
  readonly limit: number | undefined;
}

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'punct'; readonly text: string };

function malformed(message: string): SoqlError {
  return new SoqlError('MALFORMED_QUERY', message);
}

function readString(text: string, start: number): { value: string; end: number } {
  let value = '';
  for (let at = start + 1; at < text.length; at += 1) {
    const char = text[at];
    if (char === "'") return { value, end: at + 1 };
    if (char === '\\') {
      at += 1;
      const escaped = text[at];
      if (escaped === undefined) break;
      value += escaped === 'n' ? '\n' : escaped === 'r' ? '\r' : escaped === 't' ? '\t' : escaped;
    } else value += char;
  }
  throw malformed('unexpected end of query: a quoted string is not closed');
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    const word = /^[A-Za-z0-9_.:+-]+/.exec(rest);
    const punct = /^(?:!=|<=|>=|[=<>(),])/.exec(rest);
    if (space) at += space[0].length;
    else if (rest.startsWith("'")) {
      const string = readString(text, at);
      tokens.push({ kind: 'string', value: string.value });
      at = string.end;
    } else if (word) {
      tokens.push({ kind: 'word', text: word[0] });
      at += word[0].length;
    } else if (punct) {
      tokens.push({ kind: 'punct', text: punct[0] });
      at += punct[0].length;
    } else throw malformed(`unexpected token: '${rest.slice(0, 10)}'`);
  }
  return tokens;
}

/** Reads tokens one by one, keywords case-insensitively. */
class Reader {
  private at = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  get done(): boolean {
    return this.at >= this.tokens.length;
  }

  keyword(word: string): boolean {
    const token = this.tokens[this.at];
    if (token?.kind !== 'word' || token.text.toUpperCase() !== word) return false;
    this.at += 1;
    return true;
  }

  expectKeyword(word: string): void {
    if (!this.keyword(word)) throw malformed(`expecting '${word}'`);
  }

  punct(text: string): boolean {
    const token = this.tokens[this.at];
    if (token?.kind !== 'punct' || token.text !== text) return false;
    this.at += 1;
    return true;
  }

  name(): string {
    const token = this.tokens[this.at];
    if (token?.kind !== 'word' || !/^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)?$/.test(token.text)) {
      throw malformed('expecting a field or object name');
    }
    this.at += 1;
    return token.text;
  }

  operator(): Operator | 'IN' {
    const token = this.tokens[this.at];
    this.at += 1;
    if (token?.kind === 'word' && token.text.toUpperCase() === 'IN') return 'IN';
    const op = OPERATORS.find((candidate) => token?.kind === 'punct' && token.text === candidate);
    if (op === undefined) throw malformed('expecting an operator');
    return op;
  }

  value(): SoqlValue {
    const token = this.tokens[this.at];
    this.at += 1;
    if (token?.kind === 'string') return token.value;
    if (token?.kind !== 'word') throw malformed('expecting a value');
    const lower = token.text.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
    if (lower === 'null') return null;
    if (/^-?\d+(?:\.\d+)?$/.test(token.text)) return Number(token.text);
    const datetime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/.test(token.text)
      ? Date.parse(token.text)
      : Number.NaN;
    if (Number.isNaN(datetime)) throw malformed(`line 1: value of filter criterion is not valid: ${token.text}`);
    return { datetime };
  }
}

function readCondition(reader: Reader): Condition {
  const field = reader.name();
  const op = reader.operator();
  if (op !== 'IN') return { field, op, value: reader.value() };
  if (!reader.punct('(')) throw malformed("expecting '(' after IN");
  const values: SoqlValue[] = [reader.value()];
  while (reader.punct(',')) values.push(reader.value());
  if (!reader.punct(')')) throw malformed("expecting ')'");
  return { field, op, values };
}

/** Parses a query of the small set above; anything else fails with {@link SoqlError}. */
export function parseSoql(text: string): SoqlQuery {
  const reader = new Reader(tokenize(text));
  reader.expectKeyword('SELECT');
  const fields = [reader.name()];
  while (reader.punct(',')) fields.push(reader.name());
  reader.expectKeyword('FROM');
  const object = reader.name();
  const where: Condition[] = [];
  if (reader.keyword('WHERE')) {
    where.push(readCondition(reader));
    while (reader.keyword('AND')) where.push(readCondition(reader));
  }
  const orderBy: { field: string; descending: boolean }[] = [];
  if (reader.keyword('ORDER')) {
    reader.expectKeyword('BY');
    do {
      const field = reader.name();
      const descending = reader.keyword('DESC');
      if (!descending) reader.keyword('ASC');
      orderBy.push({ field, descending });
    } while (reader.punct(','));
  }
  let limit: number | undefined;
  if (reader.keyword('LIMIT')) {
    const value = reader.value();
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw malformed('LIMIT must be a whole number');
    limit = value;
  }
  if (!reader.done) throw malformed('unexpected token after the query');
  return { fields, object, where, orderBy, limit };
}

/** A row's field value as the query compares it: datetimes (Salesforce's `…+0000` strings) as epoch ms. */
function comparable(value: unknown, literal: SoqlValue): unknown {
  if (literal !== null && typeof literal === 'object') {
    return typeof value === 'string' ? Date.parse(value.replace(/\+0000$/, 'Z')) : Number.NaN;
  }
  return value;
}

function literalOf(value: SoqlValue): unknown {
  return value !== null && typeof value === 'object' ? value.datetime : value;
}

function compare(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === null || left === undefined) return -1;
  if (right === null || right === undefined) return 1;
  return (left as string | number) < (right as string | number) ? -1 : 1;
}

function matches(row: Readonly<Record<string, unknown>>, condition: Condition): boolean {
  const raw = row[condition.field] ?? null;
  if (condition.op === 'IN') return condition.values.some((value) => compare(comparable(raw, value), literalOf(value)) === 0);
  const order = compare(comparable(raw, condition.value), literalOf(condition.value));
  switch (condition.op) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return raw !== null && order < 0;
    case '>':
      return raw !== null && order > 0;
    case '<=':
      return raw !== null && order <= 0;
    case '>=':
      return raw !== null && order >= 0;
  }
}

/**
 * The rows a query selects from `rows` (one object's records, flat: `Account.Name` is a key),
 * filtered, ordered and limited; fields outside `known` fail with `INVALID_FIELD`.
 */
export function runSoql(
  query: SoqlQuery,
  rows: readonly Readonly<Record<string, unknown>>[],
  known: readonly string[],
): Readonly<Record<string, unknown>>[] {
  const used = [
    ...query.fields,
    ...query.where.map((condition) => condition.field),
    ...query.orderBy.map((order) => order.field),
  ];
  const unknown = used.find((field) => !known.includes(field));
  if (unknown !== undefined) throw new SoqlError('INVALID_FIELD', `No such column '${unknown}' on entity '${query.object}'.`);
  const selected = rows.filter((row) => query.where.every((condition) => matches(row, condition)));
  selected.sort((a, b) => {
    for (const order of query.orderBy) {
      const result = compare(a[order.field] ?? null, b[order.field] ?? null);
      if (result !== 0) return order.descending ? -result : result;
    }
    return 0;
  });
  return query.limit === undefined ? selected : selected.slice(0, query.limit);
}
