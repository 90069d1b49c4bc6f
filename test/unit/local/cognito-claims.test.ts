import { describe, expect, it } from 'vitest';

import { missingProfileClaims } from '../../../bin/local/cognito';

const record = (attributes: Record<string, string>, status = 'CONFIRMED') => ({
  attributes: new Map(Object.entries(attributes)),
  status,
});

describe('the claims the local API adds to cognito-local’s ID tokens', () => {
  it('adds the names and email_verified of a person who confirmed their sign-up with the code', () => {
    const claims = { sub: 's-1', email: 'ada@acme.example', email_verified: 'false', 'custom:company': 'Acme' };

    const added = missingProfileClaims(claims, record({ email: 'ada@acme.example', given_name: 'Ada', family_name: 'Lovelace' }));

    expect(added).toEqual({ given_name: 'Ada', family_name: 'Lovelace', email_verified: 'true' });
  });

  it('leaves the address unverified for a person who has not confirmed it', () => {
    const added = missingProfileClaims({ sub: 's-2' }, record({ given_name: 'Bo' }, 'UNCONFIRMED'));

    expect(added).toEqual({ given_name: 'Bo' });
  });

  it('keeps an address marked unverified as it is, and claims the token has already', () => {
    const added = missingProfileClaims(
      { sub: 's-3', given_name: 'Cy' },
      record({ given_name: 'Other', family_name: '', email_verified: 'false' }),
    );

    expect(added).toEqual({});
  });
});
