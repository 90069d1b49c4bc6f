import { IMPORT_FIELD_LABELS, MULTI_COLUMN_FIELDS, type ImportField } from './import-fields';

/** The field each column fills, by column position; null is "Do not import". */
export type ColumnMapping = readonly (ImportField | null)[];

/**
 * Header names per field, written as `normalizeHeader` leaves them (lower case, no accents, letters
 * and digits only), in the product's four languages: English, French, German and Spanish.
 */
const EXACT_NAMES: Readonly<Record<ImportField, readonly string[]>> = {
  email: [
    'email',
    'emailaddress',
    'mail',
    'mailaddress',
    'workemail',
    'businessemail',
    'emailprofessionnel',
    'courriel',
    'adresseemail',
    'adressemail',
    'adressecourriel',
    'emailadresse',
    'mailadresse',
    'correo',
    'correoelectronico',
    'direcciondecorreo',
    'direcciondecorreoelectronico',
  ],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'prenom', 'vorname', 'nombre', 'nombrepila', 'nombredepila'],
  lastName: [
    'lastname',
    'last',
    'surname',
    'familyname',
    'nom',
    'nomdefamille',
    'nachname',
    'familienname',
    'zuname',
    'apellido',
    'apellidos',
  ],
  jobTitle: [
    'jobtitle',
    'title',
    'position',
    'role',
    'job',
    'jobrole',
    'poste',
    'fonction',
    'titre',
    'intituledeposte',
    'titel',
    'berufsbezeichnung',
    'jobbezeichnung',
    'funktion',
    'stellenbezeichnung',
    'cargo',
    'puesto',
    'titulo',
  ],
  phoneNumbers: [
    'phone',
    'phonenumber',
    'phonenumbers',
    'telephone',
    'tel',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'workphone',
    'directphone',
    'numerodetelephone',
    'portable',
    'telefon',
    'telefonnummer',
    'handy',
    'mobil',
    'mobilnummer',
    'telefono',
    'movil',
    'celular',
  ],
  linkedInUrl: [
    'linkedin',
    'linkedinurl',
    'linkedinprofile',
    'linkedinprofileurl',
    'profillinkedin',
    'linkedinprofil',
    'perfildelinkedin',
  ],
  timeZone: ['timezone', 'tz', 'timezonename', 'ianatimezone', 'fuseauhoraire', 'zeitzone', 'zonahoraria', 'husohorario'],
};

/** Fragments that give a field away when no exact name matched, checked in this order. */
const NAME_FRAGMENTS: readonly (readonly [ImportField, string])[] = [
  ['linkedInUrl', 'linkedin'],
  ['email', 'email'],
  ['email', 'courriel'],
  ['email', 'correo'],
  ['phoneNumbers', 'phone'],
  ['phoneNumbers', 'telef'],
  ['phoneNumbers', 'mobile'],
  ['firstName', 'firstname'],
  ['lastName', 'lastname'],
  ['jobTitle', 'jobtitle'],
  ['timeZone', 'timezone'],
  ['timeZone', 'fuseauhoraire'],
  ['timeZone', 'zeitzone'],
  ['timeZone', 'zonahoraria'],
];

const FIELD_BY_NAME: ReadonlyMap<string, ImportField> = new Map(
  Object.entries(EXACT_NAMES).flatMap(([field, names]) => names.map((name) => [name, field as ImportField] as const)),
);

/** `E-Mail Adresse` → `emailadresse`: lower case, accents dropped, letters and digits only. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field a header names, or null when it does not look like one. */
export function guessField(header: string): ImportField | null {
  const name = normalizeHeader(header);
  if (name === '') return null;
  const exact = FIELD_BY_NAME.get(name);
  if (exact !== undefined) return exact;
  return NAME_FRAGMENTS.find(([, fragment]) => name.includes(fragment))?.[0] ?? null;
}

/**
 * A first mapping from the header names. A field goes to the first column that names it; later
 * columns naming it again are not imported, except for fields several columns may fill (phones).
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(header);
    if (field === null) return null;
    if (taken.has(field) && !MULTI_COLUMN_FIELDS.includes(field)) return null;
    taken.add(field);
    return field;
  });
}

/** What keeps a mapping from being used, in words, or null when it is fine. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const counts = new Map<ImportField, number>();
  for (const field of mapping) if (field !== null) counts.set(field, (counts.get(field) ?? 0) + 1);
  const emailColumns = counts.get('email') ?? 0;
  if (emailColumns === 0) return 'Choose the column that holds the email addresses: exactly one column must be Email.';
  if (emailColumns > 1) return 'Only one column can be Email. Set the other columns to Do not import.';
  for (const [field, count] of counts) {
    if (count > 1 && !MULTI_COLUMN_FIELDS.includes(field)) {
      return `Only one column can be ${IMPORT_FIELD_LABELS[field]}. Set the other columns to Do not import.`;
    }
  }
  return null;
}
