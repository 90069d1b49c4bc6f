import { nonBusinessEmailMessage, type EmailDomainList } from '../../../../shared/contacts/email-domains';
import type { UploadExclusionReason } from '../../../../shared/domain/contact';
import type { ResourcePageText } from '../../components/resource-page';

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** User-facing text of the contact-list page. */
export const CONTACT_LIST_TEXT: ResourcePageText = {
  title: 'Contact Lists',
  description: 'Lists of contacts to reach out to, uploaded from a CSV file.',
  nouns: { one: 'contact list', many: 'contact lists', One: 'Contact list' },
  emptyTitle: 'No contact lists yet',
  emptyText:
    'Upload a CSV file of contacts to create your first list. Rows with errors, such as free-mail addresses or duplicates, must be fixed or excluded before the contacts are imported.',
  filterPlaceholder: 'Find contact lists by name',
};

export const CONTACT_LIST_FIELDS = {
  name: { label: 'Name', placeholder: 'Berlin trade fair 2025' },
  description: { label: 'Description', description: 'Where the contacts come from or what they have in common.' },
  columns: { name: 'Name', description: 'Description', contactCount: 'Contacts' },
  uploadButton: 'Upload contacts',
} as const;

/** User-facing text of the upload flow. */
export const UPLOAD_STRINGS = {
  // wizard
  wizardLabel: 'Upload contacts',
  pageDescription: 'Import contacts from a CSV file into a new or existing contact list.',
  stepFile: 'Choose a file',
  stepFileDescription: 'A CSV file with a header row and one contact per row. Commas or semicolons both work.',
  stepMapping: 'Map columns',
  stepMappingDescription: 'Tell us which contact field each column holds. Exactly one column must be Email.',
  stepReview: 'Review rows',
  stepReviewDescription:
    'Rows with errors must be fixed or excluded before the import. Click a cell to edit it; the row is checked again at once.',
  cancel: 'Cancel',
  previous: 'Previous',
  next: 'Next',
  stepNumber: (step: number) => `Step ${step}`,
  collapsedSteps: (step: number, total: number) => `Step ${step} of ${total}`,
  navigationLabel: 'Steps',
  cancelHeader: 'Leave the upload?',
  cancelBody: 'The file and your changes to its rows will be discarded. Nothing has been imported yet.',
  cancelConfirm: 'Leave',
  cancelStay: 'Stay',

  // step 1: file and list
  fileLabel: 'Contact file',
  fileDescription:
    'The first row names the columns, such as Email, First Name, Last Name, Job Title, Phone, LinkedIn, Time Zone.',
  fileConstraint: (maxMegabytes: number, maxRows: number) => `CSV, up to ${maxMegabytes} MB and ${count(maxRows)} rows.`,
  chooseFile: 'Choose file',
  dropFile: 'Drop a CSV file to upload',
  removeFile: (name: string) => `Remove ${name}`,
  fileRequired: 'Choose a CSV file to upload.',
  fileNotCsv: 'Choose a file ending in .csv.',
  parsing: 'Reading the file…',
  fileTooLarge: (maxMegabytes: number) => `The file is larger than ${maxMegabytes} MB. Split it into smaller files.`,
  fileEmpty: 'The file is empty.',
  fileWithoutRows: 'The file has a header row but no contacts under it.',
  fileTooManyRows: (rows: number, maxRows: number) =>
    `The file has ${count(rows)} rows; one upload takes at most ${count(maxRows)}. Split the file.`,
  noFileParsed: 'Choose the file again.',
  workerFailed: 'The file could not be checked in this browser. Reload the page and try again.',
  listTargetLabel: 'Contact list',
  listTargetNew: 'Create a new list',
  listTargetExisting: 'Add to an existing list',
  listNameLabel: 'List name',
  listNameDescription: 'For example, the event or source the contacts come from.',
  listNamePlaceholder: 'Berlin trade fair 2025',
  listNameRequired: 'Name the new list.',
  listNameTooLong: (max: number) => `The list name must be at most ${max} characters.`,
  listDescriptionLabel: 'Description',
  optional: 'optional',
  existingListLabel: 'Existing list',
  existingListPlaceholder: 'Choose a list',
  existingListRequired: 'Choose the list to add the contacts to.',
  existingListFilter: 'Find a list',
  existingListsLoading: 'Loading contact lists',
  existingListsFailed: 'The contact lists could not be loaded.',
  existingListsEmpty: 'No contact lists yet: create a new one.',
  retry: 'Retry',

  // step 2: mapping
  mappingHeader: 'Columns',
  mappingColumn: 'Column in the file',
  mappingSamples: 'Sample values',
  mappingField: 'Import as',
  mappingFieldLabel: (column: string) => `Import column ${column} as`,
  doNotImport: 'Do not import',
  noSample: '(empty)',
  rowsFound: (rows: number, delimiter: string) =>
    `${plural(rows, 'row', 'rows')} found, separated by ${delimiter === ';' ? 'semicolons' : 'commas'}.`,
  parseProblems: 'Some rows may be read wrongly',
  validating: 'Checking the rows',
  validatingProgress: (done: number, total: number) => `${count(done)} of ${count(total)} rows checked`,
  checkingExisting: 'Looking for contacts you already have',
  checkingExistingProgress: (done: number, total: number) => `${count(done)} of ${count(total)} emails looked up`,

  // step 3: review
  rowsHeader: 'Rows',
  filterLabel: 'Filter by errors',
  filterAll: 'All rows',
  filterExcluded: 'Excluded',
  countValid: 'Valid',
  countErrors: 'With errors',
  countExcluded: 'Excluded',
  columnRow: 'Row',
  columnStatus: 'Status',
  columnProblems: 'Errors',
  columnActions: 'Actions',
  statusValid: 'Valid',
  statusError: 'Error',
  statusExcluded: 'Excluded',
  statusChecking: 'Checking',
  exclude: 'Exclude',
  include: 'Include',
  excludeRow: (row: number) => `Exclude row ${row}`,
  includeRow: (row: number) => `Include row ${row}`,
  excludeAllWithErrors: 'Exclude all rows with errors',
  excludedAll: (rows: number) => `${plural(rows, 'row', 'rows')} with errors excluded.`,
  editCell: (field: string, row: number) => `Edit ${field} of row ${row}`,
  editLabel: (field: string) => `${field}`,
  editIcon: 'Edit',
  editError: 'Error',
  editSubmit: 'Save',
  editCancel: 'Cancel',
  editSubmitting: 'Checking the row',
  editSaved: 'Row checked',
  phoneConstraint: 'Separate several numbers with semicolons.',
  timeZoneConstraint: 'An IANA name such as Europe/Paris or America/New_York.',
  noRows: 'No rows match this filter',
  noRowsErrors: 'No rows with errors: every row is valid or excluded.',
  noRowsOther: 'Choose another filter to see the other rows.',
  paginationLabel: 'Rows pages',
  pageLabel: (page: number) => `Page ${page} of all rows`,
  nextPage: 'Next page',
  previousPage: 'Previous page',
  importButton: (contacts: number) => `Import ${plural(contacts, 'contact', 'contacts')}`,
  blockedByErrors: (rows: number) =>
    `${plural(rows, 'row has', 'rows have')} errors. Fix each one (click a cell to edit it) or exclude it before importing.`,
  nothingToImport: 'No valid rows to import: fix or include at least one row.',
  blockedHeader: 'Rows with errors remain',
  mappingRequired: 'Fix the column mapping first.',

  // reasons and field errors
  reason: (
    reason: UploadExclusionReason,
    details: { domainList: EmailDomainList | null; duplicateOf: number | null; domain: string },
  ) => {
    if (reason === 'MISSING_EMAILS') return 'No email address.';
    if (reason === 'NON_BUSINESS_DOMAINS') return nonBusinessEmailMessage(details.domain, details.domainList ?? 'FREE');
    if (reason === 'UPLOAD_DUPLICATE_EMAILS') return `Duplicate: the same email is in row ${details.duplicateOf ?? '?'}.`;
    return 'Already a contact of this instance.';
  },
  reasonLabel: {
    NON_BUSINESS_DOMAINS: 'Non-business domain',
    UPLOAD_DUPLICATE_EMAILS: 'Duplicate in file',
    DB_DUPLICATE_EMAILS: 'Existing contact',
    MISSING_EMAILS: 'Missing email',
  } satisfies Record<UploadExclusionReason, string>,
  fieldError: (field: string, message: string) => `${field}: ${message}`,

  // import
  importHeader: 'Importing contacts',
  creatingList: 'Creating the list…',
  importProgressLabel: 'Contacts imported',
  importProgress: (done: number, total: number) => `${count(done)} of ${count(total)} contacts`,
  importBatchFailed: (batch: number, batches: number) => `Batch ${batch} of ${batches} could not be imported`,
  createListFailed: 'The list could not be created',
  importRetry: 'Retry',
  importRetryHint: 'Importing again is safe: contacts already in the list are not added twice.',
  summaryHeader: 'Import finished',
  summaryIntro: (list: string) => `The contacts are in the list ${list}.`,
  summaryCreated: 'Contacts created',
  summaryAlreadyImported: 'Already in the list',
  summaryDuplicates: 'Skipped: already contacts of this instance',
  summaryExcluded: 'Rows excluded',
  summaryListCount: 'Contacts in the list',
  seeContacts: 'See the contacts',
  done: 'Back to contact lists',
  importedAlert: (created: number, list: string) => `${plural(created, 'contact', 'contacts')} imported into ${list}.`,
} as const;
