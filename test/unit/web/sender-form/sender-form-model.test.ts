import { describe, expect, it } from 'vitest';

import { signatureRoutes } from '../../../../shared/api/routes/signature';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { SIGNATURE_FIELD } from '../../../../web/src/components/sender-form/signature-field';
import {
  EMPTY_SENDER_VALUES,
  asksWarmUp,
  checkSenderEdit,
  checkSenderForm,
  senderEditValuesOf,
  toSenderInput,
  toSenderUpdate,
  wholeNumberOf,
  withSenderType,
  type SenderFormValues,
} from '../../../../web/src/components/sender-form/sender-form-model';

/** The Add sender page's form as it opens: SMTP on its usual port, no daily limit. */
const INITIAL_VALUES = withSenderType({ ...EMPTY_SENDER_VALUES, dailyLimit: '' }, 'SMTP');

const filled: SenderFormValues = {
  ...INITIAL_VALUES,
  senderName: 'Ana',
  senderEmail: 'Ana@Seller.example',
  host: 'smtp.seller.example',
  username: 'ana',
  password: ' spaced secret ',
};

describe('the add-sender form', () => {
  it('sends SMTP settings with secure off for STARTTLS and keeps the password as typed', () => {
    const result = checkSenderForm(filled);

    expect(result).toEqual({
      ok: true,
      input: {
        senderEmail: 'ana@seller.example',
        senderName: 'Ana',
        type: 'SMTP',
        smtp: { host: 'smtp.seller.example', port: 587, username: 'ana', secure: false },
        password: ' spaced secret ',
      },
    });
  });

  it('sends that the mailbox has already sent 200 messages when the rep answers yes, and nothing while it is new', () => {
    const seasoned = checkSenderForm({ ...filled, alreadyWarmedUp: true });
    const fresh = checkSenderForm({ ...filled, alreadyWarmedUp: false });

    expect(seasoned).toMatchObject({ ok: true, input: { alreadyWarmedUp: true } });
    expect(fresh.ok && fresh.input).not.toHaveProperty('alreadyWarmedUp');
  });

  it('sends the signature chosen for the new sender, and none while none is chosen', () => {
    const signed = checkSenderForm({ ...filled, signatureId: 'sig-1' });
    const unsigned = checkSenderForm({ ...filled, signatureId: '' });

    expect(signed).toMatchObject({ ok: true, input: { signatureId: 'sig-1' } });
    expect(unsigned.ok && unsigned.input).not.toHaveProperty('signatureId');
  });

  it('does not ask a test sender about warm-up, and sends no answer for one', () => {
    const stub = withSenderType({ ...filled, alreadyWarmedUp: true }, 'STUB');

    expect(asksWarmUp('STUB')).toBe(false);
    expect(asksWarmUp('')).toBe(false);
    expect(['SMTP', 'SMTP_SSL', 'GOOGLE', 'MICROSOFT'].every((type) => asksWarmUp(type as 'SMTP'))).toBe(true);
    expect(toSenderInput(stub)).not.toHaveProperty('alreadyWarmedUp');
  });

  it('moves the port to 465 with SMTP over SSL, but keeps a port the user typed', () => {
    expect(withSenderType(filled, 'SMTP_SSL').port).toBe('465');
    expect(withSenderType({ ...filled, port: '2525' }, 'SMTP_SSL').port).toBe('2525');
    expect(toSenderInput(withSenderType(filled, 'SMTP_SSL'))).toMatchObject({ smtp: { port: 465, secure: true } });
  });

  it('fills the usual port again after a type without SMTP settings, keeping a port the user typed', () => {
    expect(withSenderType(withSenderType(filled, 'STUB'), 'SMTP_SSL').port).toBe('465');
    expect(withSenderType(withSenderType({ ...filled, port: '2525' }, 'GOOGLE'), 'SMTP_SSL').port).toBe('2525');
  });

  it('sends no SMTP settings or password for a test sender', () => {
    expect(toSenderInput(withSenderType(filled, 'STUB'))).toEqual({
      senderEmail: 'Ana@Seller.example',
      senderName: 'Ana',
      type: 'STUB',
    });
  });

  it("sends the sender's own time zone, and none when the instance's is kept", () => {
    expect(toSenderInput({ ...withSenderType(filled, 'STUB'), timeZone: 'Europe/Warsaw' })).toMatchObject({
      timeZone: 'Europe/Warsaw',
    });
    expect(toSenderInput({ ...withSenderType(filled, 'STUB'), timeZone: '' })).not.toHaveProperty('timeZone');
  });

  it('names each field that breaks the shared schema, by its path', () => {
    const result = checkSenderForm({ ...INITIAL_VALUES, senderEmail: 'not-an-email', port: 'abc', dailyLimit: '900' });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['dailyLimit', 'password', 'senderEmail', 'senderName', 'smtp.host', 'smtp.port', 'smtp.username'].sort(),
    );
    expect(result.errors['smtp.port']).toBe('SMTP port must be a whole number from 1 to 65535.');
  });
});

describe('the IMAP fields of the add-sender form', () => {
  it('sends no IMAP settings while both fields are blank: the server derived from the SMTP host is used', () => {
    const input = toSenderInput({ ...filled, imapHost: ' ', imapPort: '' });

    expect(input).not.toHaveProperty('imap');
  });

  it('sends the IMAP host on port 993 over TLS when the port is blank, and STARTTLS on 143', () => {
    expect(toSenderInput({ ...filled, imapHost: 'mail.seller.example' }).imap).toEqual({
      host: 'mail.seller.example',
      port: 993,
      secure: true,
    });
    expect(toSenderInput({ ...filled, imapHost: 'mail.seller.example', imapPort: '143' }).imap).toEqual({
      host: 'mail.seller.example',
      port: 143,
      secure: false,
    });
  });

  it('names the IMAP host when only a port is typed', () => {
    const result = checkSenderForm({ ...filled, imapPort: '993' });

    expect(result).toEqual({ ok: false, errors: { 'imap.host': 'IMAP host is required when IMAP settings are given.' } });
  });
});

describe('the sender form of onboarding', () => {
  const smtp = withSenderType(
    { ...EMPTY_SENDER_VALUES, senderName: 'Dana', senderEmail: 'Dana@Example.com', host: 'smtp.example.com', username: 'dana' },
    'SMTP_SSL',
  );

  it('sends a test sender without SMTP settings or password', () => {
    const values = { ...smtp, type: 'STUB' as const, password: 'kept-in-the-form' };

    expect(toSenderInput(values)).toEqual({ senderName: 'Dana', senderEmail: 'Dana@Example.com', type: 'STUB' });
  });

  it.each([
    ['', undefined],
    [' 587 ', 587],
    ['abc', Number.NaN],
    ['5.5', Number.NaN],
  ])('reads the port %j as %s', (typed, expected) => {
    expect(wholeNumberOf(typed)).toBe(expected);
  });

  it('fills the usual port when an SMTP type is chosen, keeping a port the user typed', () => {
    expect(withSenderType(EMPTY_SENDER_VALUES, 'SMTP').port).toBe('587');
    expect(withSenderType({ ...EMPTY_SENDER_VALUES, port: '587' }, 'SMTP_SSL').port).toBe('465');
    expect(withSenderType({ ...EMPTY_SENDER_VALUES, port: '2525' }, 'SMTP_SSL').port).toBe('2525');
    expect(withSenderType({ ...EMPTY_SENDER_VALUES, port: '2525' }, 'STUB')).toEqual({
      ...EMPTY_SENDER_VALUES,
      port: '2525',
      type: 'STUB',
    });
  });

  it('puts the messages on the fields `fieldOf` names', () => {
    const checked = checkSenderForm({ ...smtp, host: '', password: '' }, (path) => (path === 'smtp.host' ? 'host' : path));

    expect(checked).toEqual({
      ok: false,
      errors: { host: 'SMTP host is required for SMTP senders.', password: 'SMTP password is required for SMTP senders.' },
    });
  });
});

describe('the edit form of a saved sender', () => {
  const sender: EmailSenderConfig = {
    id: 's-1',
    namespaceId: 'acme-sales',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    senderName: 'Ana',
    senderEmail: 'ana@seller.example',
    type: 'SMTP',
    status: 'ACTIVE',
    dailyLimit: 40,
    signatureId: 'sig-1',
    timeZone: 'Europe/Paris',
  };

  it("picks the signature among the instance's, by name", () => {
    expect(SIGNATURE_FIELD.kind === 'resource' && [SIGNATURE_FIELD.listRoute, SIGNATURE_FIELD.labelField]).toEqual([
      signatureRoutes.list,
      'name',
    ]);
  });

  it('starts from the saved name and settings', () => {
    expect(senderEditValuesOf(sender)).toMatchObject({
      senderName: 'Ana',
      dailyLimit: '40',
      signatureId: 'sig-1',
      timeZone: 'Europe/Paris',
    });
  });

  it('sends the settings chosen', () => {
    const checked = checkSenderEdit(
      { ...senderEditValuesOf(sender), dailyLimit: '25', signatureId: 'sig-2', timeZone: 'Asia/Seoul' },
      sender,
    );

    expect(checked).toEqual({
      ok: true,
      input: { senderName: 'Ana', dailyLimit: 25, signatureId: 'sig-2', timeZone: 'Asia/Seoul' },
    });
  });

  it("sends null for a setting emptied: no limit of its own, no signature, the instance's zone", () => {
    const checked = checkSenderEdit({ ...senderEditValuesOf(sender), dailyLimit: '', signatureId: '', timeZone: '' }, sender);

    expect(checked).toEqual({
      ok: true,
      input: { senderName: 'Ana', dailyLimit: null, signatureId: null, timeZone: null },
    });
  });

  it('leaves out a setting the sender never had', () => {
    const bare = { ...sender, dailyLimit: undefined, signatureId: undefined, timeZone: undefined };

    expect(toSenderUpdate(senderEditValuesOf(bare), bare)).toEqual({ senderName: 'Ana' });
  });

  it('names the daily limit when it is out of range', () => {
    const checked = checkSenderEdit({ ...senderEditValuesOf(sender), dailyLimit: '900' }, sender);

    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : Object.keys(checked.errors)).toEqual(['dailyLimit']);
  });
});
