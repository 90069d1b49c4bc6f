import type { Channel } from '../../../../../shared/domain/campaign';
import { bodyHtmlOf, draftBodyOf, withParagraphAdded, withParagraphRemoved, withText, type DraftBody } from './email-structure';

/** A stored version of the email: what the draft started from and what "unsaved" compares with. */
export interface SavedVersion {
  readonly updatedAt: string;
  readonly subject: string;
  readonly bodyHtml: string;
}

/** What the draft reads of an email. */
export interface DraftEmail {
  readonly updatedAt: string;
  readonly channel: Channel;
  readonly subject?: string | undefined;
  readonly bodyHtml?: string | undefined;
}

/** The editor's state: the version it started from and the text as the rep has it now. */
export interface EmailDraftState {
  readonly channel: Channel;
  /** whether the email has a P.S. footer (the sections an empty email starts with) */
  readonly footer: boolean;
  readonly saved: SavedVersion;
  readonly subject: string;
  readonly body: DraftBody;
  /** a newer version on the server, not loaded because it would overwrite the rep's changes */
  readonly newer: SavedVersion | undefined;
}

export type DraftAction =
  | { readonly type: 'load'; readonly email: DraftEmail }
  | { readonly type: 'sync'; readonly email: DraftEmail }
  | { readonly type: 'saved'; readonly email: DraftEmail; readonly sent: { readonly subject: string; readonly bodyHtml: string } }
  | { readonly type: 'subject'; readonly value: string }
  | { readonly type: 'text'; readonly index: number; readonly value: string }
  | { readonly type: 'add-paragraph' }
  | { readonly type: 'remove-paragraph'; readonly index: number }
  | { readonly type: 'restore'; readonly subject: string | undefined; readonly bodyHtml: string | undefined };

function versionOf(email: DraftEmail): SavedVersion {
  return { updatedAt: email.updatedAt, subject: email.subject ?? '', bodyHtml: email.bodyHtml ?? '' };
}

/** A draft of `email`, as stored. */
export function initialDraft(email: DraftEmail, footer: boolean): EmailDraftState {
  return {
    channel: email.channel,
    footer,
    saved: versionOf(email),
    subject: email.subject ?? '',
    body: draftBodyOf(email.bodyHtml, email.channel, footer),
    newer: undefined,
  };
}

/** The body the draft holds, as HTML. */
export function draftHtml(state: EmailDraftState): string {
  return bodyHtmlOf(state.body);
}

/** True when the draft differs from the version it started from. */
export function isDirty(state: EmailDraftState): boolean {
  return (state.channel !== 'LINKEDIN' && state.subject !== state.saved.subject) || draftHtml(state) !== state.saved.bodyHtml;
}

/**
 * The draft's changes. `saved` takes the answer to a save of `sent`: the draft becomes the saved
 * version, unless the rep typed on while it was saving. `sync` takes a version read from the
 * server: the same text only moves the draft to it (the rep's changes stay, and saving will not be
 * refused as stale); another text replaces an unchanged draft, and is held back in `newer` while the
 * rep has changes.
 */
export function draftReducer(state: EmailDraftState, action: DraftAction): EmailDraftState {
  switch (action.type) {
    case 'load':
      return initialDraft(action.email, state.footer);
    case 'sync': {
      const version = versionOf(action.email);
      if (version.updatedAt === state.saved.updatedAt) return state;
      if (version.subject === state.saved.subject && version.bodyHtml === state.saved.bodyHtml) {
        return { ...state, saved: version, newer: undefined };
      }
      return isDirty(state) ? { ...state, newer: version } : initialDraft(action.email, state.footer);
    }
    case 'saved': {
      // what the rep typed while the save was on its way stays, unsaved, on top of the saved version
      const unchanged = state.subject === action.sent.subject && draftHtml(state) === action.sent.bodyHtml;
      return unchanged
        ? initialDraft(action.email, state.footer)
        : { ...state, saved: versionOf(action.email), newer: undefined };
    }
    case 'subject':
      return { ...state, subject: action.value };
    case 'text':
      return { ...state, body: withText(state.body, action.index, action.value) };
    case 'add-paragraph':
      return { ...state, body: withParagraphAdded(state.body) };
    case 'remove-paragraph':
      return { ...state, body: withParagraphRemoved(state.body, action.index) };
    case 'restore':
      return {
        ...state,
        subject: action.subject ?? '',
        body: draftBodyOf(action.bodyHtml, state.channel, state.footer),
      };
  }
}
