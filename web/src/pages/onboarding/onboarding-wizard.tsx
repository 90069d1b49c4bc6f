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

/** One step's form: its values, their messages, and a change that clears the changed field's message. */
function useStepForm<Values extends object, Field extends keyof Values & string>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = (next: Values, field: Field) => {
    setValues(next);
    setErrors((current) => withoutError(current, field));
  };
  return { values, errors, setErrors, change };
}

/**
 * The steps' forms and their saves: each step is checked with the API's schema, then saved; a
 * refusal shows its message above the step (`stepError`) and its field messages on the fields.
 */
function useStepSaves(namespaceId: string, items: OnboardingItems) {
  const calls = useOnboardingCalls(namespaceId);
  const [saving, setSaving] = useState(false);
  const [stepError, setStepError] = useState<string | undefined>();
  const company = useStepForm<CompanyFormValues, CompanyField>(() => companyValuesOf(items.company));
  const sender = useStepForm<SenderFormValues, SenderField>(() => senderValuesOf(items.sender));
  const profile = useStepForm<CustomerProfileFormValues, CustomerProfileField>(() =>
    customerProfileValuesOf(items.customerProfile),
  );

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
      if (items.company && sameValues(company.values, companyValuesOf(items.company))) return true;
      const checked = checkCompany(company.values);
      company.setErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return false;
      const existingId = items.company?.id;
      return save(() => calls.saveCompany(checked.input, existingId), company.setErrors, companyFieldOf, 'name');
    }
    if (index === 1) {
      if (items.sender && sameValues(sender.values, senderValuesOf(items.sender))) return true;
      const checked = checkSender(sender.values);
      sender.setErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return false;
      return save(() => calls.saveSender(checked.input), sender.setErrors, senderFieldOf, 'senderEmail');
    }
    if (items.customerProfile && sameValues(profile.values, customerProfileValuesOf(items.customerProfile))) return true;
    const checked = checkCustomerProfile(profile.values);
    profile.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return false;
    const existingId = items.customerProfile?.id;
    return save(() => calls.saveCustomerProfile(checked.input, existingId), profile.setErrors, customerProfileFieldOf, 'name');
  }

  return { calls, saving, stepError, setStepError, saveStep, company, sender, profile };
}

type StepSaves = ReturnType<typeof useStepSaves>;

/** The wizard's three steps, the one shown with the last save's refusal. */
function wizardSteps(forms: StepSaves, stepIndex: number, items: OnboardingItems): WizardProps.Step[] {
  const { company, sender, profile, stepError } = forms;
  const errorOf = (index: number) => (stepIndex === index ? stepError : undefined);
  return [
    {
      title: ONBOARDING_STEP_TITLES[0] ?? '',
      description: S.companyDescription,
      errorText: errorOf(0),
      content: (
        <CompanyStep
          values={company.values}
          errors={company.errors}
          onChange={(field, value) => company.change({ ...company.values, [field]: value }, field)}
        />
      ),
    },
    {
      title: ONBOARDING_STEP_TITLES[1] ?? '',
      description: S.senderDescription,
      errorText: errorOf(1),
      content: (
        <SenderStep
          values={sender.values}
          errors={sender.errors}
          stored={items.sender !== undefined && isSmtpSenderType(items.sender.type)}
          onChange={sender.change}
          onErrors={sender.setErrors}
          checkConnection={forms.calls.checkConnection}
        />
      ),
    },
    {
      title: ONBOARDING_STEP_TITLES[2] ?? '',
      description: S.audienceDescription,
      errorText: errorOf(2),
      content: <CustomerProfileStep values={profile.values} errors={profile.errors} onChange={profile.change} />,
    },
  ];
}

const WIZARD_STRINGS: WizardProps.I18nStrings = {
  stepNumberLabel: S.stepNumber,
  collapsedStepsLabel: S.stepOfSteps,
  navigationAriaLabel: S.navigation,
  previousButton: S.previous,
  nextButton: S.next,
  optional: S.optional,
  nextButtonLoadingAnnouncement: S.saving,
  submitButtonLoadingAnnouncement: S.saving,
};

/**
 * The three steps of onboarding (company, sender, customer profile) and the closing stage. Each
 * step is checked with the API's schema, then saved when it moves on; Back keeps what was typed.
 */
export function OnboardingWizard({ namespaceId, items, reloadItems, onFinishing }: OnboardingWizardProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const progress = progressOf(items);
  const forms = useStepSaves(namespaceId, items);
  const { saving, saveStep } = forms;
  const [stepIndex, setStepIndex] = useState(() => resumeStepIndex(progress));
  const [finalizing, setFinalizing] = useState<{ readonly error?: unknown } | undefined>();

  async function finalize() {
    setFinalizing({});
    onFinishing(true);
    try {
      await forms.calls.completeOnboarding();
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
    forms.setStepError(undefined);
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

  return (
    <Wizard
      steps={wizardSteps(forms, stepIndex, items)}
      activeStepIndex={stepIndex}
      onNavigate={({ detail }) => void open(detail.requestedStepIndex)}
      i18nStrings={WIZARD_STRINGS}
      submitButtonText={S.finish}
      customPrimaryActions={
        <SpaceBetween size="xs" direction="horizontal">
          {stepIndex > 0 && (
            <Button onClick={() => void open(stepIndex - 1)} disabled={saving}>
              {S.previous}
            </Button>
          )}
          <Button variant="primary" onClick={() => void next()} loading={saving} loadingText={S.saving}>
            {stepIndex >= LAST_STEP_INDEX ? S.finish : S.next}
          </Button>
        </SpaceBetween>
      }
    />
  );
}
