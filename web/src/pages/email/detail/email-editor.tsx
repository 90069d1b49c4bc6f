import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';

import type { EmailCheckContext, EmailCheckResult, Violation } from '../../../../../shared/rules/email/types';
import { EMAIL_BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../../../../shared/schemas/common';
import type { DraftAction, EmailDraftState } from './email-draft';
import { draftTexts, sectionAt } from './email-structure';
import { linkedInCount } from './linkedin-count';
import { EMAIL_EDITOR_STRINGS as S } from './strings';
import { brokenRuleCount, placeViolations, type EditorLayout } from './violation-placement';
import { ViolationText } from './violation-text';

export interface EmailEditorProps {
  readonly draft: EmailDraftState;
  /** the body the draft holds, as HTML */
  readonly html: string;
  readonly dispatch: (action: DraftAction) => void;
  /** the checker's context; null when the email cannot be checked */
  readonly check: EmailCheckContext | null;
  /** the checker's verdict on the draft, undefined when it cannot be checked */
  readonly result: EmailCheckResult | undefined;
  /** the contact's first name, for the LinkedIn count when the email cannot be checked (the checker's own otherwise) */
  readonly firstName: string | undefined;
  /** why the email cannot be changed; undefined when it can */
  readonly readOnlyReason: string | undefined;
}

/** How many rows a field needs to show `text` without scrolling, within reason. */
function rowsFor(text: string, min: number): number {
  const lines = text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 70)), 0);
  return Math.min(12, Math.max(min, lines));
}

/** The label of the body field at `index`: its section, or "Paragraph N" past the last section. */
export function paragraphLabel(index: number, footer: boolean): string {
  const section = sectionAt(index, footer);
  return section === undefined ? S.paragraph(index + 1) : S.sections[section];
}

/** The warning of a field: its violations, or none (an empty warning would still mark the field). */
function warningOf(violations: readonly Violation[]) {
  return violations.length === 0 ? undefined : <ViolationText violations={violations} />;
}

/** The checker's verdict in a line, announced when it changes. */
function CheckSummary({ result }: { result: EmailCheckResult | undefined }) {
  const rules = result ? brokenRuleCount(result.violations) : 0;
  return (
    <LiveRegion>
      {result === undefined ? (
        <StatusIndicator type="info">{S.cannotCheck}</StatusIndicator>
      ) : rules === 0 ? (
        <StatusIndicator type="success">{S.passes}</StatusIndicator>
      ) : (
        <StatusIndicator type="warning">{S.broken(rules)}</StatusIndicator>
      )}
    </LiveRegion>
  );
}

/**
 * The email's editor: the subject, then the body a section at a time (a LinkedIn message, or a body
 * the sections cannot carry, as one field). The draft is checked on every change and each violation
 * shows under the field it is about; the rest shows above the body.
 */
export function EmailEditor({ draft, html, dispatch, check, result, firstName, readOnlyReason }: EmailEditorProps) {
  const readOnly = readOnlyReason !== undefined;
  const linkedIn = draft.channel === 'LINKEDIN';
  const texts = draftTexts(draft.body);
  const layout: EditorLayout = {
    subject: !linkedIn,
    body: draft.body.kind === 'paragraphs' ? { kind: 'paragraphs', count: texts.length } : { kind: 'single' },
  };
  const placed = placeViolations(result?.violations ?? [], layout);
  const subjectTooLong = draft.subject.length > SUBJECT_MAX_LENGTH;
  const bodyTooLong = html.length > EMAIL_BODY_MAX_LENGTH;
  const setText = (index: number, value: string) => dispatch({ type: 'text', index, value });

  const bodyFields = () => {
    const body = draft.body;
    if (body.kind === 'message') {
      const count = linkedInCount(html, check ? check.contactFirstName : firstName, check?.linkedInPremium);
      return (
        <FormField
          label={S.message}
          stretch
          warningText={warningOf(placed.fields[0] ?? [])}
          constraintText={check?.linkedInPremium ? S.premiumLimit : undefined}
          characterCountText={
            count.over > 0 ? S.charactersOver(count.characters, count.limit) : S.characters(count.characters, count.limit)
          }
        >
          <Textarea
            value={body.text}
            readOnly={readOnly}
            rows={rowsFor(body.text, 5)}
            onChange={({ detail }) => setText(0, detail.value)}
          />
        </FormField>
      );
    }
    if (body.kind === 'source') {
      return (
        <FormField label={S.source} stretch warningText={warningOf(placed.fields[0] ?? [])}>
          <Textarea
            value={body.html}
            readOnly={readOnly}
            rows={rowsFor(body.html, 8)}
            spellcheck={false}
            onChange={({ detail }) => setText(0, detail.value)}
          />
        </FormField>
      );
    }
    return body.paragraphs.map((paragraph, index) => {
      const label = paragraphLabel(index, draft.footer);
      return (
        <FormField
          key={index}
          label={label}
          stretch
          warningText={warningOf(placed.fields[index] ?? [])}
          secondaryControl={
            readOnly ? undefined : (
              <Button
                variant="icon"
                iconName="remove"
                ariaLabel={S.removeParagraph(label)}
                onClick={() => dispatch({ type: 'remove-paragraph', index })}
              />
            )
          }
        >
          <Textarea
            value={paragraph.text}
            readOnly={readOnly}
            rows={rowsFor(paragraph.text, index === 0 ? 1 : 2)}
            onChange={({ detail }) => setText(index, detail.value)}
          />
        </FormField>
      );
    });
  };

  return (
    <Container
      header={
        <Header variant="h3" description={readOnly ? undefined : linkedIn ? S.linkedInDescription : S.description}>
          {readOnly ? S.readOnlyHeader : S.header}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {readOnlyReason !== undefined && <StatusIndicator type="stopped">{readOnlyReason}</StatusIndicator>}
        <CheckSummary result={check === null ? undefined : result} />
        {placed.general.length > 0 && (
          <Alert type="warning" header={S.generalHeader}>
            <ViolationText violations={placed.general} />
          </Alert>
        )}
        {draft.body.kind === 'source' && <Alert type="info">{S.sourceNotice}</Alert>}
        {!linkedIn && (
          <FormField
            label={S.subject}
            stretch
            errorText={subjectTooLong ? S.subjectTooLong(SUBJECT_MAX_LENGTH) : undefined}
            warningText={warningOf(placed.subject)}
          >
            <Input
              value={draft.subject}
              readOnly={readOnly}
              onChange={({ detail }) => dispatch({ type: 'subject', value: detail.value })}
            />
          </FormField>
        )}
        {bodyFields()}
        {bodyTooLong && <Alert type="error">{S.bodyTooLong(EMAIL_BODY_MAX_LENGTH)}</Alert>}
        {!readOnly && draft.body.kind === 'paragraphs' && (
          <Button iconName="add-plus" onClick={() => dispatch({ type: 'add-paragraph' })}>
            {S.addParagraph}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** Whether the draft can be saved as it is: within the lengths the server takes. */
export function draftFits(draft: EmailDraftState, html: string): boolean {
  return draft.subject.length <= SUBJECT_MAX_LENGTH && html.length <= EMAIL_BODY_MAX_LENGTH && html.trim() !== '';
}
