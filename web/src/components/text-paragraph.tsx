import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** One paragraph of plain text, its line breaks kept. */
export function TextParagraph({ text }: { text: string }) {
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

/** The addresses an email's links lead to, as code, under a heading. */
export function LinkList({
  links,
  label,
  headingVariant = 'h5',
}: {
  links: readonly string[];
  label: string;
  headingVariant?: 'h4' | 'h5';
}) {
  if (links.length === 0) return null;
  return (
    <SpaceBetween size="xxs">
      <Box variant={headingVariant}>{label}</Box>
      {links.map((link) => (
        <Box key={link} variant="code">
          {link}
        </Box>
      ))}
    </SpaceBetween>
  );
}
