/**
 * How a resource is named in the page's texts. `one` and `many` are lower case ('call to action',
 * 'calls to action'); `One` starts a sentence ('Call to action').
 */
export interface ResourceNouns {
  readonly one: string;
  readonly many: string;
  readonly One: string;
}

const count = (n: number, nouns: ResourceNouns) => `${n} ${n === 1 ? nouns.one : nouns.many}`;

/** User-facing text of the resource page, built from the resource's nouns. */
export const RESOURCE_PAGE_STRINGS = {
  add: (nouns: ResourceNouns) => `Add ${nouns.one}`,
  edit: 'Edit',
  delete: 'Delete',
  refreshLabel: (nouns: ResourceNouns) => `Refresh the ${nouns.many}`,
  cancel: 'Cancel',
  save: 'Save changes',
  create: (nouns: ResourceNouns) => `Add ${nouns.one}`,
  createHeader: (nouns: ResourceNouns) => `Add ${nouns.one}`,
  editHeader: (nouns: ResourceNouns, name: string) => `Edit ${nouns.one} "${name}"`,
  optional: 'optional',
  formHasErrors: 'Fix the fields marked above, then save again.',
  added: (nouns: ResourceNouns, name: string) => `${nouns.One} "${name}" added.`,
  updated: (nouns: ResourceNouns, name: string) => `${nouns.One} "${name}" updated.`,
  deleted: (nouns: ResourceNouns, names: readonly string[]) =>
    names.length === 1 ? `${nouns.One} "${names[0] ?? ''}" deleted.` : `${count(names.length, nouns)} deleted.`,
  deleteFailed: (nouns: ResourceNouns, name: string, reason: string) => `${nouns.One} "${name}" could not be deleted: ${reason}`,
  deleteHeader: (nouns: ResourceNouns, n: number) => (n === 1 ? `Delete ${nouns.one}?` : `Delete ${count(n, nouns)}?`),
  deleteIntro: (nouns: ResourceNouns, n: number) =>
    n === 1 ? `This ${nouns.one} will be deleted for good:` : `These ${count(n, nouns)} will be deleted for good:`,
  deleteConfirm: 'Delete',
  loading: (nouns: ResourceNouns) => `Loading ${nouns.many}`,
  loadFailed: (nouns: ResourceNouns) => `The ${nouns.many} could not be loaded`,
  retry: 'Retry',
  filterPlaceholder: (nouns: ResourceNouns) => `Find ${nouns.many}`,
  filterLabel: (nouns: ResourceNouns) => `Find ${nouns.many}`,
  noMatchesTitle: 'No matches',
  noMatchesText: (nouns: ResourceNouns, search: string) => `No ${nouns.many} contain "${search}".`,
  clearFilter: 'Clear filter',
  created: 'Added',
  pageSizeOption: (n: number, nouns: ResourceNouns) => `${n} ${nouns.many}`,
  selectionGroupLabel: 'Selection',
  allItemsSelectionLabel: (nouns: ResourceNouns) => `Select all ${nouns.many} on this page`,
  itemSelectionLabel: (name: string) => `Select ${name}`,
  notSet: 'Not set',
  optionsLoading: (label: string) => `Loading ${label}`,
  optionsFailed: (label: string) => `The ${label} could not be loaded.`,
  optionsEmpty: (label: string) => `No ${label} yet`,
  optionsFilter: (label: string) => `Find ${label}`,
  noOptionMatch: 'No choice matches',
  listConstraint: 'One per line.',
} as const;
