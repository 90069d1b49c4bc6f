import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';

import type { SignUpDetails } from '../../../auth/sign-up';
import { AutoSignInStep } from './auto-sign-in-step';
import { ConfirmCodeForm } from './confirm-code-form';
import { DetailsForm } from './details-form';
import { REGISTER_STRINGS } from './strings';

/** Where the registration is: the details, the emailed code, then the automatic sign-in. */
type Step =
  | { readonly kind: 'details' }
  | { readonly kind: 'confirm'; readonly details: SignUpDetails }
  | { readonly kind: 'signing-in'; readonly details: SignUpDetails };

const HEADERS: Readonly<Record<Step['kind'], string>> = {
  details: REGISTER_STRINGS.header,
  confirm: REGISTER_STRINGS.confirmHeader,
  'signing-in': REGISTER_STRINGS.signingInHeader,
};

/**
 * `/register` and `/account/register` (public): creates the account with the user pool, confirms
 * the address with the code sent to it, then signs the person in; their first call creates their
 * first instance, named after their company, on its free trial.
 */
export function RegisterPage() {
  const [step, setStep] = useState<Step>({ kind: 'details' });

  return (
    <Container
      header={
        <Header variant="h1" description={step.kind === 'details' ? REGISTER_STRINGS.description : undefined}>
          {HEADERS[step.kind]}
        </Header>
      }
    >
      {step.kind === 'details' ? (
        <DetailsForm onCreated={(details, needsCode) => setStep({ kind: needsCode ? 'confirm' : 'signing-in', details })} />
      ) : step.kind === 'confirm' ? (
        <ConfirmCodeForm email={step.details.email} onConfirmed={() => setStep({ kind: 'signing-in', details: step.details })} />
      ) : (
        <AutoSignInStep email={step.details.email} password={step.details.password} />
      )}
    </Container>
  );
}
