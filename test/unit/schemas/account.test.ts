import { describe, expect, it } from 'vitest';

import {
  CreateMembershipInputSchema,
  CreateNamespaceInputSchema,
  CreateUserInputSchema,
  MembershipSchema,
  NamespaceSchema,
  NamespaceSettingsInputSchema,
  RegisterUserInputSchema,
  UpdateMembershipInputSchema,
  UpdateNamespaceInputSchema,
  UpdateUserInputSchema,
  UserSchema,
} from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const TIMESTAMPS = { createdAt: '2025-01-31T09:00:00Z', updatedAt: '2025-01-31T09:00:00Z' } as const;

describe('User schemas', () => {
  const validUser = { email: ' Jane@Example.com ', firstName: ' Jane ', lastName: 'Doe' };

  it('parses a valid user create input, trimmed and lower-cased', () => {
    const input = parseOk(CreateUserInputSchema, validUser);
    expect(input).toEqual({ email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' });
  });

  it.each([
    ['email', 'Email is required.'],
    ['firstName', 'First name is required.'],
  ] as const)('rejects a user without %s when creating', (field, message) => {
    const problems = problemsOf(CreateUserInputSchema, without(validUser, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects a user whose first name is blank when creating', () => {
    const problems = problemsOf(CreateUserInputSchema, { ...validUser, firstName: '   ' });
    expect(problems).toEqual([{ path: 'firstName', message: 'First name is required.' }]);
  });

  it('rejects a first name longer than 200 characters', () => {
    const problems = problemsOf(CreateUserInputSchema, { ...validUser, firstName: 'J'.repeat(201) });
    expect(problems).toEqual([{ path: 'firstName', message: 'First name must be at most 200 characters.' }]);
  });

  it('rejects unknown keys when creating a user', () => {
    const problems = problemsOf(CreateUserInputSchema, { ...validUser, unexpected: true });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects an empty user update', () => {
    const problems = problemsOf(UpdateUserInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('accepts a user update with one field', () => {
    const update = parseOk(UpdateUserInputSchema, { lastName: 'Smith' });
    expect(update).toEqual({ lastName: 'Smith' });
  });

  it('parses a stored user with its identity-provider id', () => {
    const stored = {
      id: '4f1c2b7e-9a3d-4c55-8e21-0b6f7d9a1c33',
      email: 'jane@example.com',
      firstName: 'Jane',
      termsAcceptedAt: '2025-01-31T09:00:00Z',
      defaultNamespaceId: 'acme-sales',
      ...TIMESTAMPS,
    };
    const user = parseOk(UserSchema, stored);
    expect(user).toEqual(stored);
  });

  it('parses a registration with a company name', () => {
    const input = parseOk(RegisterUserInputSchema, { ...validUser, companyName: ' Acme ' });
    expect(input).toEqual({ email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', companyName: 'Acme' });
  });

  it('rejects a registration that carries a password', () => {
    const problems = problemsOf(RegisterUserInputSchema, { ...validUser, password: 'secret-123' });
    expect(problems).toEqual([{ path: '', message: '"password" is not a known field. Remove it.' }]);
  });

  it('rejects a registration without email', () => {
    const problems = problemsOf(RegisterUserInputSchema, without(validUser, 'email'));
    expect(problems).toEqual([{ path: 'email', message: 'Email is required.' }]);
  });
});

describe('Namespace schemas', () => {
  it('parses a valid namespace create input and defaults the tier to FREE', () => {
    const input = parseOk(CreateNamespaceInputSchema, { name: ' Acme Sales ' });
    expect(input).toEqual({ name: 'Acme Sales', tier: 'FREE' });
  });

  it('accepts a chosen instance id when creating', () => {
    const input = parseOk(CreateNamespaceInputSchema, { id: 'acme-sales', name: 'Acme', tier: 'PRO' });
    expect(input).toEqual({ id: 'acme-sales', name: 'Acme', tier: 'PRO' });
  });

  it('rejects a namespace without name when creating', () => {
    const problems = problemsOf(CreateNamespaceInputSchema, {});
    expect(problems).toEqual([{ path: 'name', message: 'Name is required.' }]);
  });

  it('rejects an upper-case instance id when creating', () => {
    const problems = problemsOf(CreateNamespaceInputSchema, { id: 'Acme', name: 'Acme' });
    expect(problems).toEqual([{ path: 'id', message: 'Instance ID must be 3–64 lower-case letters, digits or hyphens.' }]);
  });

  it('rejects an unknown tier', () => {
    const problems = problemsOf(CreateNamespaceInputSchema, { name: 'Acme', tier: 'GOLD' });
    expect(problems).toEqual([{ path: 'tier', message: 'Tier must be one of TEST, FREE, BASIC, PRO or ENTERPRISE.' }]);
  });

  it('rejects server-set fields when creating a namespace', () => {
    const problems = problemsOf(CreateNamespaceInputSchema, { name: 'Acme', isPaid: true });
    expect(problems).toEqual([{ path: '', message: '"isPaid" is not a known field. Remove it.' }]);
  });

  it('rejects an empty namespace update', () => {
    const problems = problemsOf(UpdateNamespaceInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('does not reset the tier on an update that does not name it', () => {
    const update = parseOk(UpdateNamespaceInputSchema, { name: 'Acme Europe' });
    expect(update).toEqual({ name: 'Acme Europe' });
  });

  it('keeps the time zone an instance is created in', () => {
    const input = parseOk(CreateNamespaceInputSchema, { name: 'Acme', timeZone: 'Europe/Dublin' });
    expect(input.timeZone).toBe('Europe/Dublin');
  });

  it('rejects an instance time zone that is not an IANA name, naming timeZone', () => {
    const problems = problemsOf(CreateNamespaceInputSchema, { name: 'Acme', timeZone: 'Europe' });
    expect(problems).toEqual([{ path: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris.' }]);
  });

  it("lets members change the instance's name and time zone, null clearing the zone", () => {
    const renamed = parseOk(NamespaceSettingsInputSchema, { name: ' Acme EU ', timeZone: 'Europe/Madrid' });
    const cleared = parseOk(NamespaceSettingsInputSchema, { timeZone: null });
    const empty = problemsOf(NamespaceSettingsInputSchema, {});
    expect(renamed).toEqual({ name: 'Acme EU', timeZone: 'Europe/Madrid' });
    expect(cleared).toEqual({ timeZone: null });
    expect(empty).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it("refuses the tier, the id or an empty name in a member's change of the instance", () => {
    const tier = problemsOf(NamespaceSettingsInputSchema, { name: 'Acme', tier: 'PRO' });
    const id = problemsOf(NamespaceSettingsInputSchema, { id: 'other-instance', name: 'Acme' });
    const name = problemsOf(NamespaceSettingsInputSchema, { name: null });
    expect(tier).toEqual([{ path: '', message: '"tier" is not a known field. Remove it.' }]);
    expect(id).toEqual([{ path: '', message: '"id" is not a known field. Remove it.' }]);
    expect(name.map((problem) => problem.path)).toEqual(['name']);
  });

  it('counts a stored namespace as warmed up and unpaid by default', () => {
    const namespace = parseOk(NamespaceSchema, {
      id: 'acme-sales',
      name: 'Acme',
      trialEndDate: '2025-02-14',
      ...TIMESTAMPS,
    });
    expect(namespace).toMatchObject({ tier: 'FREE', isPaid: false, warmedUp: true });
  });

  it('rejects a stored namespace whose trial end date is not a real date', () => {
    const problems = problemsOf(NamespaceSchema, {
      id: 'acme-sales',
      name: 'Acme',
      trialEndDate: '2025-02-30',
      ...TIMESTAMPS,
    });
    expect(problems).toEqual([
      { path: 'trialEndDate', message: 'Trial end date must be a real date written YYYY-MM-DD, such as 2025-01-31.' },
    ]);
  });
});

describe('Membership schemas', () => {
  const validMembership = { namespaceId: 'acme-sales', userId: 'user_1', email: 'JANE@example.com' };

  it('parses a valid membership create input and defaults the role to DEFAULT', () => {
    const input = parseOk(CreateMembershipInputSchema, validMembership);
    expect(input).toEqual({ namespaceId: 'acme-sales', userId: 'user_1', email: 'jane@example.com', role: 'DEFAULT' });
  });

  it.each([
    ['namespaceId', 'Instance ID is required.'],
    ['userId', 'User ID is required.'],
    ['email', 'Email is required.'],
  ] as const)('rejects a membership without %s when creating', (field, message) => {
    const problems = problemsOf(CreateMembershipInputSchema, without(validMembership, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects an unknown role', () => {
    const problems = problemsOf(CreateMembershipInputSchema, { ...validMembership, role: 'OWNER' });
    expect(problems).toEqual([{ path: 'role', message: 'Role must be one of DEFAULT, MANAGER or ADMIN.' }]);
  });

  it('rejects unknown keys when creating a membership', () => {
    const problems = problemsOf(CreateMembershipInputSchema, { ...validMembership, unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it('rejects an empty membership update', () => {
    const problems = problemsOf(UpdateMembershipInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('parses a stored membership, which has no id of its own', () => {
    const membership = parseOk(MembershipSchema, { ...validMembership, role: 'ADMIN', ...TIMESTAMPS });
    expect(membership).toEqual({ ...validMembership, email: 'jane@example.com', role: 'ADMIN', ...TIMESTAMPS });
  });
});
