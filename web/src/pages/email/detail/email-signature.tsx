import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { signatureLines } from '../../../components/signature-text';
import { EMAIL_SIGNATURE_STRINGS as S } from './strings';

interface EmailSignatureProps {
  /** the signature of the email's sender (stored HTML), or undefined when it has none */
  readonly signature: string | undefined;
}

/** The signature an email ends with when it is sent: its sender's, read as text. */
export function EmailSignature({ signature }: EmailSignatureProps) {
  return (
    <Container
      header={
        <Header variant="h2" description={S.description}>
          {S.header}
        </Header>
      }
    >
      {signature === undefined ? (
        <Box color="text-body-secondary">{S.none}</Box>
      ) : (
        <SpaceBetween size="xxxs">
          {signatureLines(signature).map((line, index) => (
            <Box key={`${String(index)}-${line}`}>{line}</Box>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
