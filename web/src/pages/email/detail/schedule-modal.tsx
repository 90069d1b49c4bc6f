import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { useState } from 'react';

import { timeZoneLabel } from '../../../app/time-zones';
import { formatDateTime } from '../../campaign/format';
import { ConfirmModal } from '../../../components/confirm-modal';
import { localDateOf, pickedTime } from './schedule-time';
import { EMAIL_SCHEDULE_STRINGS as S } from './strings';

/** When the rep chose to send: at the next slot, or at a time (ISO). */
export interface ScheduleChoice {
  readonly at?: string;
  readonly acceptViolations?: boolean;
}

export interface ScheduleModalProps {
  /** the next time the sending rules allow (ISO), as the send planner reads them */
  readonly nextSlot: string;
  /** the zone the next slot is read in: the recipient's, else the sender's, else the instance's */
  readonly nextSlotTimeZone: string;
  /** when the email is scheduled now, if it is */
  readonly scheduledAt: string | undefined;
  /** the writing rules the email breaks; undefined when the browser cannot check it */
  readonly brokenRules: number | undefined;
  /** the rep has unsaved changes, saved before scheduling */
  readonly savesFirst: boolean;
  /** the rep's time zone, which a picked date and time are read in */
  readonly timeZone: string;
  readonly busy: boolean;
  /** why the last attempt failed */
  readonly error: string | undefined;
  readonly onSchedule: (choice: ScheduleChoice) => void;
  readonly onDismiss: () => void;
}

const TIME_ERRORS = { missing: S.missing, invalid: S.invalid, past: S.past } as const;

/**
 * Schedules the email at the next slot (the recipient's, as the planner reads it) or at a time in the rep's time zone. An email that breaks
 * writing rules needs the rep to confirm, in so many words, that it may go all the same.
 */
export function ScheduleModal(props: ScheduleModalProps) {
  const { nextSlot, nextSlotTimeZone, scheduledAt, brokenRules, savesFirst, timeZone, busy, error, onSchedule, onDismiss } =
    props;
  const [mode, setMode] = useState<'next' | 'at'>('next');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const breaks = brokenRules !== undefined && brokenRules > 0;
  const picked = mode === 'at' ? pickedTime(date, time, new Date()) : undefined;
  const timeError = submitted && picked && 'error' in picked ? TIME_ERRORS[picked.error] : undefined;
  const acceptError = submitted && breaks && !accepted ? S.acceptRequired : undefined;
  const today = localDateOf(new Date());

  const confirm = () => {
    setSubmitted(true);
    if (picked && 'error' in picked) return;
    if (breaks && !accepted) return;
    const acceptViolations = breaks || (brokenRules === undefined && accepted);
    onSchedule({
      ...(picked && 'at' in picked ? { at: picked.at } : {}),
      ...(acceptViolations ? { acceptViolations: true } : {}),
    });
  };

  return (
    <ConfirmModal header={S.header} dismiss={S.cancel} confirm={S.confirm} busy={busy} onConfirm={confirm} onDismiss={onDismiss}>
      {error !== undefined && <Alert type="error">{error}</Alert>}
      {scheduledAt !== undefined && <Box variant="p">{S.moves(formatDateTime(scheduledAt))}</Box>}
      {savesFirst && <Alert type="info">{S.savesFirst}</Alert>}
      <FormField label={S.when}>
        <RadioGroup
          value={mode}
          onChange={({ detail }) => setMode(detail.value === 'at' ? 'at' : 'next')}
          items={[
            {
              value: 'next',
              label: S.next,
              description: S.nextDescription(formatDateTime(nextSlot), timeZoneLabel(nextSlotTimeZone)),
            },
            { value: 'at', label: S.at, description: S.atDescription },
          ]}
        />
      </FormField>
      {mode === 'at' && (
        <SpaceBetween direction="horizontal" size="m">
          <FormField label={S.date} errorText={timeError} constraintText={S.timeZone(timeZone)}>
            <DatePicker
              value={date}
              placeholder={S.datePlaceholder}
              isDateEnabled={(day) => localDateOf(day) >= today}
              expandToViewport
              onChange={({ detail }) => setDate(detail.value)}
            />
          </FormField>
          <FormField label={S.time}>
            <TimeInput
              value={time}
              format="hh:mm"
              placeholder={S.timePlaceholder}
              onChange={({ detail }) => setTime(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      )}
      {brokenRules === undefined && (
        <SpaceBetween size="xs">
          <Box variant="p">{S.uncheckable}</Box>
          <Checkbox checked={accepted} onChange={({ detail }) => setAccepted(detail.checked)}>
            {S.acceptUnknown}
          </Checkbox>
        </SpaceBetween>
      )}
      {breaks && (
        <Alert type="warning" header={S.breaksHeader(brokenRules)}>
          <SpaceBetween size="s">
            <Box variant="p">{S.breaksText}</Box>
            <FormField errorText={acceptError}>
              <Checkbox checked={accepted} onChange={({ detail }) => setAccepted(detail.checked)}>
                {S.accept(brokenRules)}
              </Checkbox>
            </FormField>
          </SpaceBetween>
        </Alert>
      )}
    </ConfirmModal>
  );
}
