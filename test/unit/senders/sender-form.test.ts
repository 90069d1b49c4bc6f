import { describe, expect, it } from 'vitest';

import {
  INITIAL_VALUES,
  checkSenderForm,
  toSenderInput,
  withType,
  type SenderFormValues,
} from '../../../web/src/pages/email-sender-config-add/sender-form';

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

  it('moves the port to 465 with SMTP over SSL, but keeps a port the user typed', () => {
    expect(withType(filled, 'SMTP_SSL').port).toBe('465');
    expect(withType({ ...filled, port: '2525' }, 'SMTP_SSL').port).toBe('2525');
    expect(toSenderInput(withType(filled, 'SMTP_SSL'))).toMatchObject({ smtp: { port: 465, secure: true } });
  });

  it('fills the usual port again after a type without SMTP settings, keeping a port the user typed', () => {
    expect(withType(withType(filled, 'STUB'), 'SMTP_SSL').port).toBe('465');
    expect(withType(withType({ ...filled, port: '2525' }, 'GOOGLE'), 'SMTP_SSL').port).toBe('2525');
  });

  it('sends no SMTP settings or password for a test sender', () => {
    expect(toSenderInput(withType(filled, 'STUB'))).toEqual({
      senderEmail: 'Ana@Seller.example',
      senderName: 'Ana',
      type: 'STUB',
    });
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
