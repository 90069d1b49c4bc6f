import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { LinkList, TextParagraph } from '../../components/text-paragraph';
import { readableBody } from '../campaign/campaign-emails';
import { CONTACT_THREAD_STRINGS as S } from './strings';

/**
 * An email's body as plain-text paragraphs and the links it holds: the HTML is parsed for its text,
 * never rendered, so no markup or script of it reaches the page.
 */
export function ContactThreadBody({ bodyHtml }: { bodyHtml: string | undefined }) {
  const body = readableBody({ bodyHtml });
  if (body.paragraphs.length === 0) {
    return <Box color="text-body-secondary">{bodyHtml === undefined ? S.notWrittenYet : S.emptyBody}</Box>;
  }
  return (
    <SpaceBetween size="xs">
      <div>
        {body.paragraphs.map((paragraph, index) => (
          <TextParagraph key={index} text={paragraph} />
        ))}
      </div>
      <LinkList links={body.links} label={S.links} />
    </SpaceBetween>
  );
}
