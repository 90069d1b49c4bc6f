import { describe, expect, it } from 'vitest';

import { guessField, guessMapping, mappingProblem, normalizeHeader } from '../../../shared/contacts/header-mapping';

describe('guessField', () => {
  it.each([
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['E-Mail-Adresse', 'email'],
    ['Adresse e-mail', 'email'],
    ['Courriel', 'email'],
    ['Correo electrónico', 'email'],
    ['Work Email', 'email'],
    ['First Name', 'firstName'],
    ['Prénom', 'firstName'],
    ['Vorname', 'firstName'],
    ['Nombre', 'firstName'],
    ['Last Name', 'lastName'],
    ['Nom', 'lastName'],
    ['Nachname', 'lastName'],
    ['Apellidos', 'lastName'],
    ['Job Title', 'jobTitle'],
    ['Title', 'jobTitle'],
    ['Position', 'jobTitle'],
    ['Poste', 'jobTitle'],
    ['Cargo', 'jobTitle'],
    ['Phone', 'phoneNumbers'],
    ['Téléphone', 'phoneNumbers'],
    ['Telefonnummer', 'phoneNumbers'],
    ['Mobile Phone', 'phoneNumbers'],
    ['Teléfono móvil', 'phoneNumbers'],
    ['LinkedIn', 'linkedInUrl'],
    ['LinkedIn Profile URL', 'linkedInUrl'],
    ['Time zone', 'timeZone'],
    ['Timezone', 'timeZone'],
    ['time_zone', 'timeZone'],
    ['TZ', 'timeZone'],
    ['Contact Time Zone', 'timeZone'],
    ['Fuseau horaire', 'timeZone'],
    ['Zeitzone', 'timeZone'],
    ['Zona horaria', 'timeZone'],
  ] as const)('reads "%s" as %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it.each(['Company', 'Company Website', 'Name', 'Notes', 'Zone', 'Sales territory', ''])('leaves "%s" unmapped', (header) => {
    expect(guessField(header)).toBeNull();
  });

  it('ignores case, accents and punctuation when reading a header', () => {
    expect(normalizeHeader(' Prénom / Vorname ')).toBe('prenomvorname');
  });
});

describe('guessMapping', () => {
  it('gives a field to the first column naming it and several phone columns to phone numbers', () => {
    expect(guessMapping(['Email', 'Work Email', 'First Name', 'Phone', 'Mobile', 'Company'])).toEqual([
      'email',
      null,
      'firstName',
      'phoneNumbers',
      'phoneNumbers',
      null,
    ]);
  });
});

describe('guessMapping with a time zone column', () => {
  it('maps the first time zone column and leaves a second one out', () => {
    expect(guessMapping(['Email', 'Time Zone', 'TZ'])).toEqual(['email', 'timeZone', null]);
  });
});

describe('mappingProblem', () => {
  it('asks for an Email column when none is mapped', () => {
    expect(mappingProblem(['firstName', null])).toBe(
      'Choose the column that holds the email addresses: exactly one column must be Email.',
    );
  });

  it('refuses two Email columns', () => {
    expect(mappingProblem(['email', 'email'])).toBe('Only one column can be Email. Set the other columns to Do not import.');
  });

  it('refuses a field other than phone numbers on two columns, naming it', () => {
    expect(mappingProblem(['email', 'lastName', 'lastName'])).toBe(
      'Only one column can be Last name. Set the other columns to Do not import.',
    );
  });

  it('refuses two Time zone columns, naming the field', () => {
    expect(mappingProblem(['email', 'timeZone', 'timeZone'])).toBe(
      'Only one column can be Time zone. Set the other columns to Do not import.',
    );
  });

  it('accepts one Email column, several phone columns and columns not imported', () => {
    expect(mappingProblem(['email', 'phoneNumbers', 'phoneNumbers', null])).toBeNull();
  });
});
