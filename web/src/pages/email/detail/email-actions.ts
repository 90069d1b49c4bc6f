import type { Channel } from '../../../../../shared/domain/campaign';
import type { EmailStatus, ReviewStatus } from '../../../../../shared/domain/email';
import { emailActionAllowed } from '../../../../../shared/domain/email-review';

/** The buttons of the email panel. */
export const PANEL_ACTIONS = ['save', 'regenerate', 'review', 'schedule', 'unschedule', 'copy', 'cancel', 'delete'] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];

/**
 * The panel's buttons an email offers: each as EMAIL_ACTION_FROM allows from its status (Save is
 * the `edit` action), Copy only for a LinkedIn message.
 */
export function panelActions(email: { readonly status: EmailStatus; readonly channel: Channel }): ReadonlySet<PanelAction> {
  const allowed = new Set<PanelAction>();
  for (const action of PANEL_ACTIONS) {
    if (action === 'copy' && email.channel !== 'LINKEDIN') continue;
    if (emailActionAllowed(action === 'save' ? 'edit' : action, email.status)) allowed.add(action);
  }
  return allowed;
}

/** The review status the review button sets: the other one. */
export function nextReviewStatus(current: ReviewStatus): ReviewStatus {
  return current === 'REVIEWED' ? 'NOT_REVIEWED' : 'REVIEWED';
}
