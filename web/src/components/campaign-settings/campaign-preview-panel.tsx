import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';

import type { CreateCampaignInput } from '../../../../shared/schemas/campaign';
import type { CampaignPreview } from '../../../../shared/schemas/campaign-generation';
import { errorMessage } from '../../api/error-message';
import { audienceContactLabel } from './audience-summary';
import { previewParagraphs, type PreviewSegment } from './preview-body';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useCampaignPreview } from './use-campaign-generation';

const S = CAMPAIGN_SETTINGS_STRINGS.preview;

function Placeholder({ name }: { name: string }) {
  return (
    <Box variant="code" display="inline">
      <abbr title={S.placeholder(name)}>{`{{${name}}}`}</abbr>
    </Box>
  );
}

function Segment({ segment }: { segment: PreviewSegment }): ReactNode {
  switch (segment.kind) {
    case 'lineBreak':
      return <br />;
    case 'placeholder':
      return <Placeholder name={segment.name} />;
    case 'link':
      // shown, not followed: the address is often a placeholder filled in when the email is sent
      return (
        <span>
          <u>{segment.text}</u>
          {segment.href !== undefined && (
            <Box variant="span" color="text-body-secondary" fontSize="body-s">
              {' '}
              ({S.linkTo(segment.href)})
            </Box>
          )}
        </span>
      );
    default:
      return segment.text;
  }
}

/** An email body drawn as paragraphs of text; the HTML is read, never injected into the page. */
export function PreviewBody({ bodyHtml, bodyText }: { bodyHtml: string; bodyText?: string }) {
  const paragraphs = previewParagraphs(bodyHtml, bodyText);
  return (
    <div>
      {paragraphs.map((segments, paragraph) => (
        <Box variant="p" key={paragraph}>
          {segments.map((segment, index) => (
            <Segment key={index} segment={segment} />
          ))}
        </Box>
      ))}
    </div>
  );
}

function Verdict({ preview }: { preview: CampaignPreview }) {
  if (preview.violations.length === 0) return <StatusIndicator type="success">{S.passes}</StatusIndicator>;
  return (
    <SpaceBetween size="xxs">
      <StatusIndicator type="warning">{S.breaks(preview.violations.length)}</StatusIndicator>
      <ul>
        {preview.violations.map((violation, index) => (
          <li key={`${violation.code}-${index}`}>
            {violation.message}{' '}
            <Box variant="code" display="inline">
              {violation.code}
            </Box>
          </li>
        ))}
      </ul>
    </SpaceBetween>
  );
}

function WrittenPreview({ preview }: { preview: CampaignPreview }) {
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={3}
        items={[
          { label: S.to, value: preview.contact === null ? '—' : audienceContactLabel(preview.contact) },
          { label: S.writer, value: preview.writer },
          { label: S.verdict, value: <Verdict preview={preview} /> },
        ]}
      />
      <KeyValuePairs items={[{ label: S.subject, value: preview.subject }]} />
      <KeyValuePairs
        items={[{ label: S.body, value: <PreviewBody bodyHtml={preview.bodyHtml} bodyText={preview.bodyText} /> }]}
      />
    </SpaceBetween>
  );
}

/** What a screen reader is told when the preview changes: that it is being written, or how it came out. */
function announcement(ready: boolean, writing: boolean, failed: boolean, preview: CampaignPreview | undefined): string {
  if (!ready) return '';
  if (writing) return S.writing;
  if (failed || preview?.status === 'FAILED') return S.failedHeader;
  if (preview === undefined) return '';
  if (preview.status === 'NO_CONTACT') return S.noContactHeader;
  return preview.violations.length === 0 ? S.passes : S.breaks(preview.violations.length);
}

export interface CampaignPreviewPanelProps {
  readonly namespaceId: string;
  /** the checked settings; undefined while they are not complete */
  readonly input: CreateCampaignInput | undefined;
  /** opens the audience to change it, when nobody can be written to */
  readonly onEditAudience?: () => void;
}

/**
 * A preview of a campaign not created yet: one email written now for the first contact of its
 * audience, with the writer's name and the writing rules' verdict; a loading state while it is
 * written, and a button to write another (or to try again after a failure).
 */
export function CampaignPreviewPanel({ namespaceId, input, onEditAudience }: CampaignPreviewPanelProps) {
  const query = useCampaignPreview(namespaceId, input);
  const preview = query.data;

  let content: ReactNode;
  if (input === undefined) {
    content = <Box color="text-body-secondary">{S.notReady}</Box>;
  } else if (query.isFetching) {
    content = <StatusIndicator type="loading">{S.writing}</StatusIndicator>;
  } else if (query.isError) {
    content = (
      <Alert type="error" header={S.failedHeader}>
        {errorMessage(query.error)}
      </Alert>
    );
  } else if (preview === undefined) {
    content = <StatusIndicator type="loading">{S.writing}</StatusIndicator>;
  } else if (preview.status === 'NO_CONTACT') {
    content = (
      <Alert
        type="warning"
        header={S.noContactHeader}
        action={
          onEditAudience && (
            <Button formAction="none" onClick={onEditAudience}>
              {CAMPAIGN_SETTINGS_STRINGS.summary.edit}
            </Button>
          )
        }
      >
        {S.noContact}
      </Alert>
    );
  } else if (preview.status === 'FAILED') {
    content = (
      <SpaceBetween size="m">
        <Alert type="error" header={S.failedHeader}>
          {preview.error ?? S.failedHeader}
        </Alert>
        {(preview.subject !== '' || preview.bodyHtml !== '') && <WrittenPreview preview={preview} />}
      </SpaceBetween>
    );
  } else {
    content = <WrittenPreview preview={preview} />;
  }

  const failed = query.isError || preview?.status === 'FAILED';
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={S.description}
          actions={
            input !== undefined && (
              <Button
                formAction="none"
                iconName="refresh"
                loading={query.isFetching}
                disabled={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {failed ? CAMPAIGN_SETTINGS_STRINGS.retry : S.writeAgain}
              </Button>
            )
          }
        >
          {S.header}
        </Header>
      }
    >
      <LiveRegion hidden>{announcement(input !== undefined, query.isFetching, query.isError, preview)}</LiveRegion>
      {content}
    </Container>
  );
}
