import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { RecipientView } from './recipient-view';
import { EMAIL_PREVIEW_STRINGS as S } from './strings';
import { TextParagraph } from '../../../components/text-paragraph';

export interface EmailPreviewProps {
  readonly view: RecipientView;
  /** the recipient's first name, for the header */
  readonly recipientName: string | undefined;
  /** true when the view shows unsaved changes */
  readonly withChanges: boolean;
}

/** The email as its recipient will read it: subject and paragraphs as text, links listed with where they lead. */
export function EmailPreview({ view, recipientName, withChanges }: EmailPreviewProps) {
  return (
    <Container
      header={
        <Header variant="h3" description={withChanges ? S.withChanges : S.description}>
          {recipientName ? S.headerFor(recipientName) : S.header}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {view.subject !== undefined && (
          <div>
            <Box variant="awsui-key-label">{S.subject}</Box>
            <Box>{view.subject}</Box>
          </div>
        )}
        <div>
          {view.paragraphs.length === 0 ? (
            <Box color="text-body-secondary">{S.empty}</Box>
          ) : (
            view.paragraphs.map((paragraph, index) => <TextParagraph key={index} text={paragraph} />)
          )}
        </div>
        {view.links.length > 0 && (
          <div>
            <Box variant="awsui-key-label">{S.links}</Box>
            <ul>
              {view.links.map((link, index) => (
                <li key={index}>
                  <Box variant="span">{S.linkTo(link.text, link.href)}</Box>
                </li>
              ))}
            </ul>
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}
