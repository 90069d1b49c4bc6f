import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';

import { CADENCE_ACTION_TYPES, CADENCE_CONDITION_TYPES, CADENCE_STEP_TYPES } from '../../../../shared/domain/cadence';
import type { CustomFieldProps } from '../../components/resource-page';
import { canAddStep, isStepDrafts, moveStep, newStepDraft, type StepDraft } from './cadence-steps';
import { ACTION_TYPE_LABELS, CONDITION_TYPE_LABELS, STEP_TYPE_LABELS, STEPS_EDITOR_STRINGS as S } from './strings';

function options<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectProps.Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const TYPE_OPTIONS = options(CADENCE_STEP_TYPES, STEP_TYPE_LABELS);
const ACTION_OPTIONS = options(CADENCE_ACTION_TYPES, ACTION_TYPE_LABELS);
const CONDITION_OPTIONS = options(CADENCE_CONDITION_TYPES, CONDITION_TYPE_LABELS);

function isOneOf<V extends string>(values: readonly V[], value: string | undefined): value is V {
  return value !== undefined && (values as readonly string[]).includes(value);
}

/**
 * The steps of a cadence, in order: add, remove and move steps; an action says what to send and
 * after how many days, a condition what the contact must have done. Problems show on the step
 * and part they are about.
 */
export function StepsEditor({ value, onChange, errors, disabled }: CustomFieldProps) {
  const steps: readonly StepDraft[] = isStepDrafts(value) ? value : [];
  const change = (index: number, patch: Partial<StepDraft>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  const error = (index: number, part: string) => errors.paths[`steps.${index}.${part}`];

  return (
    <AttributeEditor<StepDraft>
      items={steps}
      addButtonText={S.addStep}
      disableAddButton={disabled || !canAddStep(steps)}
      onAddButtonClick={() => onChange([...steps, newStepDraft()])}
      empty={S.empty}
      i18nStrings={{ itemRemovedAriaLive: S.removed, errorIconAriaLabel: 'Error' }}
      definition={[
        {
          label: S.stepType,
          control: (step, index) => (
            <Select
              ariaLabel={`${S.stepLabel(index + 1)}: ${S.stepType}`}
              options={TYPE_OPTIONS}
              selectedOption={TYPE_OPTIONS.find((option) => option.value === step.type) ?? null}
              disabled={disabled}
              invalid={error(index, 'type') !== undefined}
              onChange={({ detail }) => {
                if (isOneOf(CADENCE_STEP_TYPES, detail.selectedOption.value))
                  change(index, { type: detail.selectedOption.value });
              }}
            />
          ),
          errorText: (_, index) => error(index, 'type'),
        },
        {
          label: S.what,
          control: (step, index) =>
            step.type === 'ACTION' ? (
              <Select
                ariaLabel={`${S.stepLabel(index + 1)}: ${S.what}`}
                options={ACTION_OPTIONS}
                selectedOption={ACTION_OPTIONS.find((option) => option.value === step.actionType) ?? null}
                disabled={disabled}
                invalid={error(index, 'actionType') !== undefined || errors.paths[`steps.${index}`] !== undefined}
                onChange={({ detail }) => {
                  if (isOneOf(CADENCE_ACTION_TYPES, detail.selectedOption.value)) {
                    change(index, { actionType: detail.selectedOption.value });
                  }
                }}
              />
            ) : (
              <Select
                ariaLabel={`${S.stepLabel(index + 1)}: ${S.what}`}
                options={CONDITION_OPTIONS}
                selectedOption={CONDITION_OPTIONS.find((option) => option.value === step.conditionType) ?? null}
                disabled={disabled}
                invalid={error(index, 'conditionType') !== undefined || errors.paths[`steps.${index}`] !== undefined}
                onChange={({ detail }) => {
                  if (isOneOf(CADENCE_CONDITION_TYPES, detail.selectedOption.value)) {
                    change(index, { conditionType: detail.selectedOption.value });
                  }
                }}
              />
            ),
          errorText: (step, index) =>
            errors.paths[`steps.${index}`] ?? error(index, step.type === 'ACTION' ? 'actionType' : 'conditionType'),
        },
        {
          label: S.delay,
          control: (step, index) =>
            step.type === 'ACTION' ? (
              <Input
                ariaLabel={`${S.stepLabel(index + 1)}: ${S.delay}`}
                type="number"
                inputMode="numeric"
                value={step.delayDays}
                disabled={disabled}
                invalid={error(index, 'delayDays') !== undefined}
                onChange={({ detail }) => change(index, { delayDays: detail.value })}
              />
            ) : (
              <Box color="text-body-secondary" padding={{ top: 'xxs' }}>
                {S.noDelay}
              </Box>
            ),
          errorText: (_, index) => error(index, 'delayDays'),
          constraintText: (step) => (step.type === 'ACTION' ? S.delayConstraint : undefined),
        },
      ]}
      customRowActions={({ itemIndex, ref }) => (
        <ButtonDropdown
          ref={ref}
          disabled={disabled}
          ariaLabel={S.moreLabel(itemIndex + 1)}
          mainAction={{
            text: S.remove,
            ariaLabel: S.removeLabel(itemIndex + 1),
            onClick: () => onChange(steps.filter((_, at) => at !== itemIndex)),
          }}
          items={[
            { id: 'up', text: S.moveUp, disabled: itemIndex === 0 },
            { id: 'down', text: S.moveDown, disabled: itemIndex === steps.length - 1 },
          ]}
          onItemClick={({ detail }) => onChange(moveStep(steps, itemIndex, detail.id === 'up' ? -1 : 1))}
        />
      )}
    />
  );
}
