import { describe, expect, it } from 'vitest';

import {
  contactThreadQueryKey,
  emailListQueryKey,
  isEmailListQueryKey,
  isEmailQueryKey,
} from '../../../../web/src/app/query-keys';

describe('the review queue query keys', () => {
  it('starts each key with its route name and the instance', () => {
    expect(emailListQueryKey('acme', { tab: 'SENT', limit: 10 })).toEqual(['email.list', 'acme', { tab: 'SENT', limit: 10 }]);
    expect(contactThreadQueryKey('acme', 'c1')).toEqual(['contact.thread', 'acme', 'c1']);
  });

  it('refreshes after a change every list of the instance that shows emails, and nothing of another instance', () => {
    const lists = [
      emailListQueryKey('acme', {}),
      contactThreadQueryKey('acme', 'c1'),
      ['contact.emails', 'acme', {}],
      ['campaign.get', 'acme', 'camp-1'],
    ];

    expect(lists.every((key) => isEmailListQueryKey(key, 'acme'))).toBe(true);
    expect(isEmailListQueryKey(emailListQueryKey('other', {}), 'acme')).toBe(false);
    expect(isEmailListQueryKey(['email.get', 'acme', 'e1'], 'acme')).toBe(false);
    expect(isEmailListQueryKey(['contact.get', 'acme', 'c1'], 'acme')).toBe(false);
  });

  it('refreshes the emails themselves after a bulk change, but not the senders', () => {
    expect(isEmailQueryKey(['email.get', 'acme', 'e1'], 'acme')).toBe(true);
    expect(isEmailQueryKey(contactThreadQueryKey('acme', 'c1'), 'acme')).toBe(true);
    expect(isEmailQueryKey(['email-sender-config.list', 'acme'], 'acme')).toBe(false);
    expect(isEmailQueryKey(['email.get', 'other', 'e1'], 'acme')).toBe(false);
  });
});
