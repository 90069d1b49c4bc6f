import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { isSentOrLater } from '../../../../../shared/domain/email';
import type { EmailMessage } from '../../../../../shared/schemas/email-message';
import type { EmailActivityView } from '../../../../../shared/schemas/email-review';
import { formatDateTime } from '../../campaign/format';
import { EMAIL_ACTIVITY_STRINGS as S } from './strings';

/** One count as the section reads it: the sentence and the times under it. */
export interface ActivityLine {
  readonly text: string;
  readonly times: readonly string[];
}

/** The section's text for one activity, or the empty state (null) when no person opened or clicked. */
export interface ActivityText {
  readonly opens: ActivityLine;
  readonly clicks: ActivityLine;
}

/** The times under a count: one time when there is one, else the first and the last. */
function timesOf(count: number, first: string | undefined, last: string | undefined): string[] {
  if (count === 0 || first === undefined) return [];
  if (count === 1 || last === undefined || last === first) return [S.at(formatDateTime(first))];
  return [S.first(formatDateTime(first)), S.last(formatDateTime(last))];
}

/** What the section says of a person's opens and clicks; null when there were none. */
export function activityText(activity: EmailActivityView | null): ActivityText | null {
  if (activity === null || (activity.opens === 0 && activity.clicks === 0)) return null;
  return {
    opens: { text: S.opened(activity.opens), times: timesOf(activity.opens, activity.firstOpenedAt, activity.lastOpenedAt) },
    clicks: {
      text: S.clicked(activity.clicks),
      times: timesOf(activity.clicks, activity.firstClickedAt, activity.lastClickedAt),
    },
  };
}

/** The line on machines' fetches, not counted; undefined when no machine fetched the email. */
export function machineText(activity: EmailActivityView | null): string | undefined {
  const fetches = activity === null ? 0 : activity.machineOpens + activity.machineClicks;
  return fetches === 0 ? undefined : S.machines(fetches);
}

/** True for an email whose opens and clicks are shown: a sent email of the EMAIL channel. */
export function showsActivity(email: Pick<EmailMessage, 'channel' | 'status'>): boolean {
  return email.channel === 'EMAIL' && isSentOrLater(email.status);
}

function Count({ line }: { line: ActivityLine }) {
  return (
    <SpaceBetween size="xxxs">
      <Box>{line.text}</Box>
      {line.times.map((time) => (
        <Box key={time} variant="small">
          {time}
        </Box>
      ))}
    </SpaceBetween>
  );
}

/**
 * A sent email's opens and clicks: how many times a person opened it and followed its links, with
 * the first and last time, and apart from them the fetches of machines (mail scanners, image
 * proxies), which are not counted. "Not opened yet" when nothing was recorded, or, while the
 * instance does not track opens and clicks (`tracked` false), that it does not and where to turn it on.
 */
export function EmailActivity({ activity, tracked = true }: { activity: EmailActivityView | null; tracked?: boolean }) {
  const text = activityText(activity);
  const machines = machineText(activity);
  return (
    <Container
      header={
        <Header variant="h3" description={S.description}>
          {S.header}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {text === null ? (
          <Box color="text-body-secondary">{tracked ? S.empty : S.notTracked}</Box>
        ) : (
          <KeyValuePairs
            columns={2}
            items={[
              { label: S.opensLabel, value: <Count line={text.opens} /> },
              { label: S.clicksLabel, value: <Count line={text.clicks} /> },
            ]}
          />
        )}
        {machines !== undefined && (
          <Box variant="small" color="text-body-secondary">
            {machines}
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
