import Select, { type SelectProps } from '@cloudscape-design/components/select';

import type { Choice } from './campaign-options';

interface ChoiceSelectProps<V extends string | number> {
  readonly choices: readonly Choice<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
}

/** A select of fixed choices (channel, language, throttle, …); label it with the FormField around it. */
export function ChoiceSelect<V extends string | number>({ choices, value, onChange, disabled }: ChoiceSelectProps<V>) {
  const options: SelectProps.Option[] = choices.map((choice) => ({ value: String(choice.value), label: choice.label }));
  const selected = options.find((option) => option.value === String(value)) ?? null;
  return (
    <Select
      options={options}
      selectedOption={selected}
      disabled={disabled}
      onChange={({ detail }) => {
        const choice = choices.find((candidate) => String(candidate.value) === detail.selectedOption.value);
        if (choice !== undefined) onChange(choice.value);
      }}
    />
  );
}
