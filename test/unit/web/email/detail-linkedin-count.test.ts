import { describe, expect, it } from 'vitest';

import { checkEmail } from '../../../../shared/rules/email/check';
import type { EmailCheckContext } from '../../../../shared/rules/email/types';
import { linkedInCharacters, linkedInCount, linkedInLimit } from '../../../../web/src/pages/email/detail/linkedin-count';
import { WRITTEN_MESSAGES } from './detail-fixtures';

const CONTEXT: EmailCheckContext = {
  channel: 'LINKEDIN',
  language: 'ENGLISH',
  senderName: 'Jane Doe',
  hasSignature: false,
  callToAction: { hasDescription: true, hasLink: false },
  contactFirstName: 'Alexandra',
};

describe('the LinkedIn character count', () => {
  it('allows 200 characters, 300 with LinkedIn premium', () => {
    expect(linkedInLimit(undefined)).toBe(200);
    expect(linkedInLimit(false)).toBe(200);
    expect(linkedInLimit(true)).toBe(300);
  });

  it.each(WRITTEN_MESSAGES.map((written) => [written.name, written] as const))(
    'counts what the offline writer wrote for %s as the checker does',
    (_name, written) => {
      const checked = checkEmail({ subject: '', html: written.html }, written.context);

      expect(linkedInCharacters(written.html, written.context.contactFirstName)).toBe(checked.stats.characters);
    },
  );

  it.each([
    ['plain text with a first name', 'Hi {{firstName}},\n\nSaw your post on hiring. Worth a chat?', 'Alexandra'],
    ['plain text without a first name', 'Hi there,\n\n\n  Saw your   post.  \nWorth a chat?', undefined],
    ['html with a line break and entities', '<html><body><p>Hi {{firstName}},</p><p>R&amp;D<br>matters?</p></body></html>', 'Al'],
    ['html with a link', '<html><body><p>Hi {{firstName}},</p><p>See <a href="x">this</a>?</p></body></html>', 'Al'],
  ])('counts %s as the checker does', (_case, body, firstName) => {
    const context: EmailCheckContext = {
      ...CONTEXT,
      ...(firstName ? { contactFirstName: firstName } : { contactFirstName: undefined }),
    };

    expect(linkedInCharacters(body, firstName)).toBe(checkEmail({ subject: '', html: body }, context).stats.characters);
  });

  it('says how far over the limit a message is, and the checker reports it', () => {
    const body = `Hi {{firstName}},\n\n${'We help teams like yours. '.repeat(9)}Worth a chat?`;

    const count = linkedInCount(body, 'Alexandra', false);
    const premium = linkedInCount(body, 'Alexandra', true);
    const checked = checkEmail({ subject: '', html: body }, CONTEXT);

    expect(count.characters).toBe(checked.stats.characters);
    expect(count.limit).toBe(200);
    expect(count.over).toBe(count.characters - 200);
    expect(count.over).toBeGreaterThan(0);
    expect(checked.violations.map((violation) => violation.code)).toContain('LINKEDIN_LENGTH');
    expect(premium).toEqual({ characters: count.characters, limit: 300, over: 0 });
  });
});
