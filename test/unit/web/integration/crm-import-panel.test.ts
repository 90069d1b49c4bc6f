import { describe, expect, it } from 'vitest';

import { excludedText, importSourceOf } from '../../../../web/src/pages/integration/crm-import-panel';

describe('the CRM import panel', () => {
  it('sends the chosen list, list view or report by its kind and id', () => {
    expect(importSourceOf('SOURCE', 'LIST:123', '')).toEqual({ kind: 'LIST', id: '123' });
    expect(importSourceOf('SOURCE', 'LIST_VIEW:00B5g:x', '')).toEqual({ kind: 'LIST_VIEW', id: '00B5g:x' });
    expect(importSourceOf('SOURCE', 'REPORT:00O1', '')).toEqual({ kind: 'REPORT', id: '00O1' });
  });

  it('sends "changed since" as the start of the chosen day, UTC', () => {
    expect(importSourceOf('CHANGED_SINCE', undefined, '2026-02-01')).toEqual({
      kind: 'CHANGED_SINCE',
      since: '2026-02-01T00:00:00.000Z',
    });
  });

  it('names only the exclusion reasons that kept records out', () => {
    expect(excludedText({ FREE_MAIL: 2, DISPOSABLE: 0, MISSING_EMAIL: 1 })).toBe('2 free-mail address, 1 no email');
    expect(excludedText({ FREE_MAIL: 0, DISPOSABLE: 0, MISSING_EMAIL: 0 })).toBe('0');
  });
});
