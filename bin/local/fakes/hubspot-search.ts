import type { HubSpotRecord } from './hubspot-store';

/**
 * HubSpot's CRM search (`POST /crm/v3/objects/{type}/search`) over the fake's records: filter
 * groups (OR of groups, AND within one), one sort, `after` paging and the 10,000-result ceiling.
 */

interface Filter {
  readonly propertyName: string;
  readonly operator: string;
  readonly value?: unknown;
  readonly values?: unknown;
}

export interface SearchRequest {
  readonly filterGroups: readonly { readonly filters: readonly Filter[] }[];
  readonly sorts: readonly { readonly propertyName: string; readonly direction: 'ASCENDING' | 'DESCENDING' }[];
  readonly properties: readonly string[];
  readonly limit: number;
  readonly after: number;
}

/** HubSpot's documented limits on a search request. */
const MAX_GROUPS = 5;
const MAX_FILTERS_PER_GROUP = 6;
const MAX_FILTERS = 18;
const MAX_LIMIT = 200;
const OPERATORS = ['EQ', 'NEQ', 'LT', 'LTE', 'GT', 'GTE', 'IN', 'NOT_IN', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY', 'CONTAINS_TOKEN'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFilter(raw: unknown): Filter | string {
  if (!isObject(raw) || typeof raw.propertyName !== 'string' || typeof raw.operator !== 'string') {
    return 'Each filter needs a propertyName and an operator.';
  }
  if (!OPERATORS.includes(raw.operator)) return `Unknown operator ${raw.operator}.`;
  return { propertyName: raw.propertyName, operator: raw.operator, value: raw.value, values: raw.values };
}

function readGroups(raw: unknown): SearchRequest['filterGroups'] | string {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return 'filterGroups must be an array.';
  const groups: { filters: Filter[] }[] = [];
  for (const group of raw) {
    const filters =
      isObject(group) && Array.isArray(group.filters) ? group.filters.map(readFilter) : ['Each filter group needs filters.'];
    const problem = filters.find((filter): filter is string => typeof filter === 'string');
    if (problem !== undefined) return problem;
    if (filters.length > MAX_FILTERS_PER_GROUP) return `A filter group has at most ${MAX_FILTERS_PER_GROUP} filters.`;
    groups.push({ filters: filters as Filter[] });
  }
  if (groups.length > MAX_GROUPS) return `At most ${MAX_GROUPS} filter groups.`;
  if (groups.reduce((sum, group) => sum + group.filters.length, 0) > MAX_FILTERS) return `At most ${MAX_FILTERS} filters in all.`;
  return groups;
}

function readSorts(raw: unknown): SearchRequest['sorts'] | string {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 1) return 'sorts takes one sort.';
  return raw.map((sort) => {
    if (typeof sort === 'string') return { propertyName: sort, direction: 'ASCENDING' as const };
    const named = isObject(sort) && typeof sort.propertyName === 'string' ? sort.propertyName : '';
    const direction = isObject(sort) && sort.direction === 'DESCENDING' ? ('DESCENDING' as const) : ('ASCENDING' as const);
    return { propertyName: named, direction };
  });
}

/** The search request of a body, or the message of HubSpot's 400 for it. */
export function readSearchRequest(body: unknown): SearchRequest | string {
  if (!isObject(body)) return 'The request body must be a JSON object.';
  const filterGroups = readGroups(body.filterGroups);
  if (typeof filterGroups === 'string') return filterGroups;
  const sorts = readSorts(body.sorts);
  if (typeof sorts === 'string') return sorts;
  const limit = body.limit === undefined ? 10 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return `limit must be between 1 and ${MAX_LIMIT}.`;
  const after = body.after === undefined ? 0 : Number(body.after);
  if (!Number.isInteger(after) || after < 0) return 'after must be a non-negative integer.';
  const properties = Array.isArray(body.properties)
    ? body.properties.filter((name): name is string => typeof name === 'string')
    : [];
  return { filterGroups, sorts, properties, limit, after };
}

/** A property's value as a number when it is one (a number, or a date HubSpot compares as epoch ms). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const asDate = Date.parse(value);
  return Number.isFinite(asDate) ? asDate : undefined;
}

function compare(left: string, right: unknown): number {
  const a = numeric(left);
  const b = numeric(right);
  if (a !== undefined && b !== undefined) return a - b;
  return left.toLowerCase().localeCompare(String(right).toLowerCase());
}

function tokens(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^a-z0-9_@.-]+/)
    .filter((token) => token !== '');
}

/** Whether one filter holds for a value (undefined: the record has no such property). */
function holds(filter: Filter, value: string | undefined): boolean {
  const list = Array.isArray(filter.values) ? filter.values.map(String) : [];
  switch (filter.operator) {
    case 'HAS_PROPERTY':
      return value !== undefined && value !== '';
    case 'NOT_HAS_PROPERTY':
      return value === undefined || value === '';
    case 'IN':
      return value !== undefined && list.some((candidate) => compare(value, candidate) === 0);
    case 'NOT_IN':
      return value === undefined || !list.some((candidate) => compare(value, candidate) === 0);
    case 'CONTAINS_TOKEN': {
      const wanted = (typeof filter.value === 'string' || typeof filter.value === 'number' ? String(filter.value) : '')
        .toLowerCase()
        .replace(/^\*|\*$/g, '');
      return value !== undefined && tokens(value).some((token) => token === wanted || token.includes(wanted));
    }
  }
  if (value === undefined) return filter.operator === 'NEQ';
  const order = compare(value, filter.value);
  const byOperator: Record<string, boolean> = {
    EQ: order === 0,
    NEQ: order !== 0,
    LT: order < 0,
    LTE: order <= 0,
    GT: order > 0,
    GTE: order >= 0,
  };
  return byOperator[filter.operator] ?? false;
}

/**
 * The records matching a search, sorted; `valueOf` reads a property of a record, pseudo-properties
 * such as `associations.contact` included.
 */
export function searchRecords<Item extends HubSpotRecord>(
  records: readonly Item[],
  request: SearchRequest,
  valueOf: (record: Item, propertyName: string) => string | undefined,
): Item[] {
  const matches = records.filter(
    (record) =>
      request.filterGroups.length === 0 ||
      request.filterGroups.some((group) => group.filters.every((filter) => holds(filter, valueOf(record, filter.propertyName)))),
  );
  const sort = request.sorts[0];
  if (sort === undefined) return matches;
  const sign = sort.direction === 'DESCENDING' ? -1 : 1;
  return [...matches].sort((a, b) => sign * compare(valueOf(a, sort.propertyName) ?? '', valueOf(b, sort.propertyName) ?? ''));
}
