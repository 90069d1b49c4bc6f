import Box from '@cloudscape-design/components/box';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';

import { DEFAULT_TOTP_DEVICE_NAME } from '../../../../../shared/domain/identity';
import { FormActions } from '../../../components/forms/form-actions';
import { CodeField } from '../../../components/forms/code-field';
import { useAlerts } from '../../../app/app-services';
import { groupedSecret, type TotpSetUp } from '../../../auth/mfa';
import { totpCodeFailure, totpCodeProblem } from '../../../auth/sign-in';
import { SECURITY_STRINGS as S } from './strings';
import { useFinishTotpSetUp } from './use-totp';

/**
 * Adding the account to an authenticator app: the QR code and the secret, the device name (SPEC's
 * default 'My TOTP device') and the app's first code, which turns TOTP on.
 */
export function TotpSetUpForm({ setUp, onDone }: { setUp: TotpSetUp; onDone: () => void }) {
  const alerts = useAlerts();
  const finish = useFinishTotpSetUp();
  const [deviceName, setDeviceName] = useState<string>(DEFAULT_TOTP_DEVICE_NAME);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'deviceName' | 'code'; message: string } | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codeProblem = totpCodeProblem(code);
    if (deviceName.trim() === '') setProblem({ field: 'deviceName', message: S.missingDeviceName });
    else if (codeProblem !== undefined) setProblem({ field: 'code', message: codeProblem });
    else if (!finish.isPending) {
      setProblem(undefined);
      finish.mutate(
        { code: code.trim(), deviceName: deviceName.trim() },
        {
          onSuccess: onDone,
          onError: (error) => {
            const message = totpCodeFailure(error);
            if (message === undefined) alerts.reportError(error);
            else setProblem({ field: 'code', message });
          },
        },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        header={
          <Header variant="h3" description={S.scanDescription}>
            {S.scanHeader}
          </Header>
        }
        actions={<FormActions cancel={S.cancel} save={S.verifyAndTurnOn} saving={finish.isPending} onCancel={onDone} />}
      >
        <SpaceBetween size="m">
          <img src={setUp.qrCode} alt={S.qrCodeAlt} width={200} height={200} />
          <FormField label={S.secret}>
            <Box variant="code" fontSize="body-m">
              <span data-testid="totp-secret">{groupedSecret(setUp.secret)}</span>
            </Box>
          </FormField>
          <FormField
            label={S.deviceName}
            description={S.deviceNameDescription}
            errorText={problem?.field === 'deviceName' ? problem.message : undefined}
          >
            <Input value={deviceName} onChange={({ detail }) => setDeviceName(detail.value)} />
          </FormField>
          <CodeField
            label={S.firstCode}
            description={S.firstCodeDescription}
            errorText={problem?.field === 'code' ? problem.message : undefined}
            value={code}
            onChange={setCode}
          />
        </SpaceBetween>
      </Form>
    </form>
  );
}
