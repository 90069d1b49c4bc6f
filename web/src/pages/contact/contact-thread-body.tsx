import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { readableBody } from '../campaign/campaign-emails';
import { CONTACT_THREAD_STRINGS as S } from './strings';

/** One paragraph of plain text, its line breaks kept. */
function Paragraph({ text }: { text: string }) {
  return (
    <Box variant="p">
      {text.split('\n').map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Box>
  );
}

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
          <Paragraph key={index} text={paragraph} />
        ))}
      </div>
      {body.links.length > 0 && (
        <SpaceBetween size="xxs">
          <Box variant="h5">{S.links}</Box>
          {body.links.map((link) => (
            <Box key={link} variant="code">
              {link}
            </Box>
          ))}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
