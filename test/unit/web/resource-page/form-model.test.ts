import { describe, expect, it } from 'vitest';

import { companyRoutes } from '../../../../shared/api/routes';
import { CreateCompanyInputSchema, UpdateCompanyInputSchema } from '../../../../shared/schemas/company';
import {
  checkForm,
  initialValues,
  linesToList,
  toInput,
  type FieldConfig,
} from '../../../../web/src/components/resource-page/form-model';

const FIELDS: FieldConfig[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'url', name: 'website', label: 'Website', optional: true },
  { kind: 'number', name: 'size', label: 'Size' },
  { kind: 'select', name: 'status', label: 'Status', options: ['NEW', 'DONE'], defaultValue: 'NEW' },
  { kind: 'select', name: 'revenueSize', label: 'Revenue size', options: ['SMALL', 'LARGE'], optional: true },
  {
    kind: 'resource',
    name: 'companyId',
    label: 'Company',
    listRoute: companyRoutes.list,
    labelField: 'name',
    resourceLabel: 'companies',
  },
  { kind: 'list', name: 'phoneNumbers', label: 'Phone numbers' },
  {
    kind: 'custom',
    name: 'steps',
    label: 'Steps',
    initial: () => ['first'],
    fromItem: (stored) => (Array.isArray(stored) ? stored.map(String) : []),
    toInput: (value) => (Array.isArray(value) ? value.map((step: unknown) => ({ step })) : undefined),
  },
];

describe('form values of a new item', () => {
  it('start empty, with the selects at their defaults and custom fields at their initial value', () => {
    expect(initialValues(FIELDS)).toEqual({
      name: '',
      website: '',
      size: '',
      status: 'NEW',
      revenueSize: '',
      companyId: '',
      phoneNumbers: '',
      steps: ['first'],
    });
  });
});

describe('form values of a stored item', () => {
  it('show its fields as text, its lists one per line and its custom fields converted', () => {
    const values = initialValues(FIELDS, {
      id: 'c1',
      name: 'Acme',
      size: 12,
      status: 'DONE',
      companyId: 'co-1',
      phoneNumbers: ['+1 555 0100', '+1 555 0101'],
      steps: [1, 2],
    });

    expect(values).toEqual({
      name: 'Acme',
      website: '',
      size: '12',
      status: 'DONE',
      revenueSize: '',
      companyId: 'co-1',
      phoneNumbers: '+1 555 0100\n+1 555 0101',
      steps: ['1', '2'],
    });
  });
});

describe('the input of a form', () => {
  it('sends text as typed, numbers as numbers, chosen values, and one list entry per non-blank line', () => {
    const input = toInput(FIELDS, {
      name: ' Acme ',
      website: '',
      size: ' 12 ',
      status: 'DONE',
      revenueSize: 'LARGE',
      companyId: 'co-1',
      phoneNumbers: ' +1 555 0100 \n\n+1 555 0101\n',
      steps: ['a', 'b'],
    });

    expect(input).toEqual({
      name: ' Acme ',
      website: '',
      size: 12,
      status: 'DONE',
      revenueSize: 'LARGE',
      companyId: 'co-1',
      phoneNumbers: ['+1 555 0100', '+1 555 0101'],
      steps: [{ step: 'a' }, { step: 'b' }],
    });
  });

  it('leaves out unset selects, empty numbers and custom fields that answer nothing, but sends an empty list', () => {
    const input = toInput(FIELDS, {
      name: 'Acme',
      size: '',
      status: 'NEW',
      revenueSize: '',
      companyId: '',
      phoneNumbers: '\n',
      steps: 'x',
    });

    expect(input).toEqual({ name: 'Acme', website: '', status: 'NEW', phoneNumbers: [] });
  });

  it('sends a number it cannot read as typed, so the schema names the field', () => {
    expect(toInput(FIELDS, { size: 'twelve' }).size).toBe('twelve');
  });

  it('splits lines on both line endings', () => {
    expect(linesToList('a\r\nb\n c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('checkForm', () => {
  const companyFields: FieldConfig[] = [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'url', name: 'website', label: 'Website', optional: true },
    { kind: 'textarea', name: 'description', label: 'Description of your mission' },
  ];

  it('answers the input when the schema accepts it', () => {
    const check = checkForm(CreateCompanyInputSchema, companyFields, {
      name: 'Acme',
      website: '',
      description: 'We deliver on time.',
    });

    expect(check).toEqual({ ok: true, input: { name: 'Acme', website: '', description: 'We deliver on time.' } });
  });

  it("puts the schema's messages under the fields they are about", () => {
    const check = checkForm(CreateCompanyInputSchema, companyFields, { name: '  ', website: 'acme', description: 'Mission' });

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({
      name: 'Name is required.',
      website: 'Website must be a valid URL starting with http:// or https://.',
    });
    expect(check.errors.form).toEqual([]);
  });

  it('checks an edit with the update schema', () => {
    const check = checkForm(UpdateCompanyInputSchema, companyFields, {
      name: 'Acme',
      website: 'https://acme.example',
      description: '',
    });

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields).toEqual({ description: 'Description of your mission is required.' });
  });
});

describe('form input of an edit', () => {
  it('sends null for an optional field the user emptied, so the server clears it', () => {
    const stored = { id: 'c1', name: 'Acme', website: 'https://acme.example', revenueSize: 'SMALL' };

    const input = toInput(FIELDS, { ...initialValues(FIELDS, stored), website: '  ', revenueSize: '' }, stored);

    expect(input).toMatchObject({ name: 'Acme', website: null, revenueSize: null });
  });

  it('leaves out an optional field that was empty before and still is, and never nulls a required one', () => {
    const stored = { id: 'c1', name: 'Acme' };

    const input = toInput(FIELDS, { ...initialValues(FIELDS, stored), name: '' }, stored);

    expect(input).not.toHaveProperty('website');
    expect(input.name).toBe('');
  });

  it('passes the update schema with the cleared field', () => {
    const stored = { id: 'c1', name: 'Acme', website: 'https://acme.example', description: 'Mission.' };
    const fields: FieldConfig[] = [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'url', name: 'website', label: 'Website', optional: true },
    ];

    const check = checkForm(UpdateCompanyInputSchema, fields, { name: 'Acme', website: '' }, stored);

    expect(check).toEqual({ ok: true, input: { name: 'Acme', website: null } });
  });
});
