import { describe, expect, it } from 'vitest';

import { progressFor } from '../../../functions/core/review/status-change';

describe('progressFor: the counts a status change moves', () => {
  it('counts a send once, and the contact emailed only for a first email', () => {
    expect(progressFor('SCHEDULED', 'SENT', 0)).toEqual({ scheduled: -1, sent: 1, contactsEmailed: 1 });
    expect(progressFor('SCHEDULED', 'SENT', 1)).toEqual({ scheduled: -1, sent: 1 });
    expect(progressFor('SENDING', 'SENT', 0)).toEqual({ sent: 1, contactsEmailed: 1 });
  });

  it('counts an email refused at the send as sent and bounced', () => {
    expect(progressFor('SCHEDULED', 'BOUNCED', 1)).toEqual({ scheduled: -1, sent: 1, bounced: 1 });
    expect(progressFor('SENT', 'BOUNCED', 0)).toEqual({ bounced: 1 });
  });

  it('counts a first open, and a click straight from SENT as an open too', () => {
    expect(progressFor('SENT', 'READ', 0)).toEqual({ opened: 1 });
    expect(progressFor('SENT', 'CLICKED', 0)).toEqual({ opened: 1, clicked: 1 });
    expect(progressFor('READ', 'CLICKED', 0)).toEqual({ clicked: 1 });
  });

  it('counts replies and complaints', () => {
    expect(progressFor('CLICKED', 'REPLIED', 0)).toEqual({ replied: 1 });
    expect(progressFor('READ', 'SPAM', 0)).toEqual({ complained: 1 });
  });

  it('counts nothing for a change that keeps the status or deletes the email', () => {
    expect(progressFor('READ', 'READ', 0)).toBeUndefined();
    expect(progressFor('SENT', 'DELETED', 0)).toBeUndefined();
    expect(progressFor('SAVED', 'CANCELLED', 0)).toBeUndefined();
  });
});
