import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard, { type WizardProps } from '@cloudscape-design/components/wizard';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { isSmtpSenderType } from '../../../../shared/schemas/email-sender-config';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { CompanyStep } from './company-step';
import { CustomerProfileStep } from './customer-profile-step';
import { FinalizingStage } from './finalizing-stage';
import {
  checkCompany,
  checkCustomerProfile,
  checkSender,
  companyFieldOf,
  companyValuesOf,
  customerProfileFieldOf,
  customerProfileValuesOf,
  fieldErrorsOf,
  sameValues,
  senderFieldOf,
  senderValuesOf,
  type CompanyField,
  type CompanyFormValues,
  type CustomerProfileField,
  type CustomerProfileFormValues,
  type FieldErrors,
  type SenderField,
  type SenderFormValues,
} from './form-values';
import { SenderStep } from './sender-step';
import { canOpenStep, LAST_STEP_INDEX, ONBOARDING_STEP_TITLES, resumeStepIndex, type OnboardingProgress } from './stages';
import { ONBOARDING_STRINGS as S } from './strings';
import { useOnboardingCalls, type OnboardingItems } from './use-onboarding';

interface OnboardingWizardProps {
  readonly namespaceId: string;
  /** what the instance holds, kept in step with every save */
  readonly items: OnboardingItems;
  /** asks the instance again (after the closing stage found something missing) */
  readonly reloadItems: () => Promise<OnboardingItems | undefined>;
  /** the closing stage started (true) or failed (false) */
  readonly onFinishing: (finishing: boolean) => void;
}

/** Which items exist, from what the instance holds. */
export function progressOf(items: OnboardingItems): OnboardingProgress {
  return {
    company: items.company !== undefined,
    sender: items.sender !== undefined,
    customerProfile: items.customerProfile !== undefined,
  };
}

function withoutError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * The three steps of onboarding (company, sender, customer profile) and the closing stage. Each
 * step is checked with the API's schema, then saved when it moves on; Back keeps what was typed.
 */
export function OnboardingWizard({ namespaceId, items, reloadItems, onFinishing }: OnboardingWizardProps) {
  const calls = useOnboardingCalls(namespaceId);
  const alerts = useAlerts();
  const navigate = useNavigate();
  const progress = progressOf(items);

  const [stepIndex, setStepIndex] = useState(() => resumeStepIndex(progress));
  const [finalizing, setFinalizing] = useState<{ readonly error?: unknown } | undefined>();
  const [saving, setSaving] = useState(false);
  const [stepError, setStepError] = useState<string | undefined>();

  const [company, setCompany] = useState<CompanyFormValues>(() => companyValuesOf(items.company));
  const [sender, setSender] = useState<SenderFormValues>(() => senderValuesOf(items.sender));
  const [profile, setProfile] = useState<CustomerProfileFormValues>(() => customerProfileValuesOf(items.customerProfile));
  const [companyErrors, setCompanyErrors] = useState<FieldErrors<CompanyField>>({});
  const [senderErrors, setSenderErrors] = useState<FieldErrors<SenderField>>({});
  const [profileErrors, setProfileErrors] = useState<FieldErrors<CustomerProfileField>>({});

  /** Runs a save; a refusal shows its message above the step and its field messages on the fields. */
  async function save<Field extends string>(
    run: () => Promise<unknown>,
    showErrors: (errors: FieldErrors<Field>) => void,
    fieldOf: (path: string) => Field | undefined,
    fallback: Field,
  ): Promise<boolean> {
    setSaving(true);
    setStepError(undefined);
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        showErrors(fieldErrorsOf(error.fieldErrors, fieldOf, fallback));
      }
      setStepError(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Checks and saves a step; an unchanged step that is stored already is not sent again. */
  async function saveStep(index: number): Promise<boolean> {
    setStepError(undefined);
    if (index === 0) {
      if (items.company && sameValues(company, companyValuesOf(items.company))) return true;
      const checked = checkCompany(company);
      setCompanyErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return false;
      const existingId = items.company?.id;
      return save(() => calls.saveCompany(checked.input, existingId), setCompanyErrors, companyFieldOf, 'name');
    }
    if (index === 1) {
      if (items.sender && sameValues(sender, senderValuesOf(items.sender))) return true;
      const checked = checkSender(sender);
      setSenderErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return false;
      return save(() => calls.saveSender(checked.input), setSenderErrors, senderFieldOf, 'senderEmail');
    }
    if (items.customerProfile && sameValues(profile, customerProfileValuesOf(items.customerProfile))) return true;
    const checked = checkCustomerProfile(profile);
    setProfileErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return false;
    const existingId = items.customerProfile?.id;
    return save(() => calls.saveCustomerProfile(checked.input, existingId), setProfileErrors, customerProfileFieldOf, 'name');
  }

  async function finalize() {
    setFinalizing({});
    onFinishing(true);
    try {
      await calls.completeOnboarding();
      alerts.add({ type: 'success', message: S.done, showAfterRedirect: true });
      await navigate(`${PATHS.dashboard}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`);
    } catch (error) {
      setFinalizing({ error });
      onFinishing(false);
    }
  }

  async function next() {
    if (saving) return;
    if (!(await saveStep(stepIndex))) return;
    if (stepIndex >= LAST_STEP_INDEX) await finalize();
    else setStepIndex(stepIndex + 1);
  }

  async function open(requested: number) {
    if (saving || requested === stepIndex) return;
    setStepError(undefined);
    if (requested < stepIndex) {
      setStepIndex(requested);
      return;
    }
    // moving on from the navigation saves the step being left, like Next
    if (!(await saveStep(stepIndex))) return;
    if (canOpenStep(requested, progress) || requested === stepIndex + 1) setStepIndex(requested);
  }

  async function backToSteps() {
    const fresh = await reloadItems();
    setFinalizing(undefined);
    setStepIndex(fresh ? resumeStepIndex(progressOf(fresh)) : LAST_STEP_INDEX);
  }

  if (finalizing) {
    return <FinalizingStage error={finalizing.error} onRetry={() => void finalize()} onBack={() => void backToSteps()} />;
  }

  const last = stepIndex >= LAST_STEP_INDEX;
  const steps: WizardProps.Step[] = [
    {
      title: ONBOARDING_STEP_TITLES[0] ?? '',
      description: S.companyDescription,
      errorText: stepIndex === 0 ? stepError : undefined,
      content: (
        <CompanyStep
          values={company}
          errors={companyErrors}
          onChange={(field, value) => {
            setCompany({ ...company, [field]: value });
            setCompanyErrors(withoutError(companyErrors, field));
          }}
        />
      ),
    },
    {
      title: ONBOARDING_STEP_TITLES[1] ?? '',
      description: S.senderDescription,
      errorText: stepIndex === 1 ? stepError : undefined,
      content: (
        <SenderStep
          values={sender}
          errors={senderErrors}
          stored={items.sender !== undefined && isSmtpSenderType(items.sender.type)}
          onChange={(values, field) => {
            setSender(values);
            setSenderErrors(withoutError(senderErrors, field));
          }}
          onErrors={setSenderErrors}
          checkConnection={calls.checkConnection}
        />
      ),
    },
    {
      title: ONBOARDING_STEP_TITLES[2] ?? '',
      description: S.audienceDescription,
      errorText: stepIndex === 2 ? stepError : undefined,
      content: (
        <CustomerProfileStep
          values={profile}
          errors={profileErrors}
          onChange={(values, field) => {
            setProfile(values);
            setProfileErrors(withoutError(profileErrors, field));
          }}
        />
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      activeStepIndex={stepIndex}
      onNavigate={({ detail }) => void open(detail.requestedStepIndex)}
      i18nStrings={{
        stepNumberLabel: S.stepNumber,
        collapsedStepsLabel: S.stepOfSteps,
        navigationAriaLabel: S.navigation,
        previousButton: S.previous,
        nextButton: S.next,
        optional: S.optional,
        nextButtonLoadingAnnouncement: S.saving,
        submitButtonLoadingAnnouncement: S.saving,
      }}
      submitButtonText={S.finish}
      customPrimaryActions={
        <SpaceBetween size="xs" direction="horizontal">
          {stepIndex > 0 && (
            <Button onClick={() => void open(stepIndex - 1)} disabled={saving}>
              {S.previous}
            </Button>
          )}
          <Button variant="primary" onClick={() => void next()} loading={saving} loadingText={S.saving}>
            {last ? S.finish : S.next}
          </Button>
        </SpaceBetween>
      }
    />
  );
}
