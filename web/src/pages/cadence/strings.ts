import type { CadenceActionType, CadenceConditionType, CadenceStepType } from '../../../../shared/domain/cadence';
import { SEND_AFTER_DAYS } from '../../../../shared/domain/sending';
import { MAX_CADENCE_STEPS } from '../../../../shared/schemas/cadence';
import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the cadences page. */
export const CADENCE_TEXT: ResourcePageText = {
  title: 'Cadences',
  description: 'Follow-up sequences: when to send the next email and what to do after a reply.',
  nouns: { one: 'cadence', many: 'cadences', One: 'Cadence' },
  emptyTitle: 'No cadences yet',
  emptyText:
    'Cadences you create appear here. Each one lists its steps: the first email, the follow-ups after 3 and 7 days without a reply, and what happens when someone answers.',
  filterPlaceholder: 'Find cadences by name',
};

export const CADENCE_FIELDS = {
  name: { label: 'Name', placeholder: 'Standard follow-up' },
  objective: { label: 'Objective', description: 'What the cadence aims for.' },
  steps: {
    label: 'Steps',
    description: 'In order. The first step sends the first email; later steps wait, check for replies and follow up.',
    constraintText: `At most ${MAX_CADENCE_STEPS} steps.`,
  },
  columns: { name: 'Name', objective: 'Objective', steps: 'Steps' },
} as const;

export const STEP_TYPE_LABELS: Readonly<Record<CadenceStepType, string>> = {
  ACTION: 'Action',
  CONDITION: 'Condition',
};

export const ACTION_TYPE_LABELS: Readonly<Record<CadenceActionType, string>> = {
  SEND_EMAIL_ROOT: 'Send the first email',
  SEND_EMAIL: 'Send a follow-up email',
  DO_NOTHING: 'Do nothing',
};

export const CONDITION_TYPE_LABELS: Readonly<Record<CadenceConditionType, string>> = {
  LAST_REPLIED: 'The contact replied to the last email',
  DID_NOT_REPLY_ROOT: 'The contact did not reply to the first email',
};

export const STEPS_EDITOR_STRINGS = {
  stepType: 'Step type',
  what: 'What happens',
  delay: 'After (days)',
  delayConstraint: `${SEND_AFTER_DAYS.min} to ${SEND_AFTER_DAYS.max} days`,
  noDelay: 'Checked when the previous step is done.',
  addStep: 'Add step',
  remove: 'Remove',
  removeLabel: (n: number) => `Remove step ${n}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moreLabel: (n: number) => `More actions for step ${n}`,
  stepLabel: (n: number) => `Step ${n}`,
  empty: 'No steps yet. A cadence starts by sending the first email.',
  removed: 'Step removed',
  summary: (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`,
} as const;
