import Select, { type SelectProps } from '@cloudscape-design/components/select';

import { timeZoneChoices, timeZoneLabel } from '../app/time-zones';

const TEXT = {
  filter: 'Find a time zone',
  noMatch: 'No time zone matches',
} as const;

interface TimeZoneSelectProps {
  /** the chosen zone; '' for the empty choice */
  readonly value: string;
  readonly onChange: (zone: string) => void;
  /** offers an empty choice ('') with this label, e.g. 'Same as the instance (UTC)' */
  readonly notSetLabel?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
  readonly ariaLabel?: string;
}

/**
 * A time zone out of every zone the browser knows, filtered by typing; a zone chosen earlier that
 * the browser does not list still shows as chosen.
 */
export function TimeZoneSelect({ value, onChange, notSetLabel, invalid, disabled, ariaLabel }: TimeZoneSelectProps) {
  const zones = timeZoneChoices();
  const listed = value === '' || zones.includes(value) ? zones : [value, ...zones];
  const options: SelectProps.Option[] = [
    ...(notSetLabel === undefined ? [] : [{ value: '', label: notSetLabel }]),
    ...listed.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
  ];
  return (
    <Select
      options={options}
      selectedOption={options.find((option) => option.value === value) ?? null}
      filteringType="auto"
      filteringPlaceholder={TEXT.filter}
      filteringAriaLabel={TEXT.filter}
      noMatch={TEXT.noMatch}
      invalid={invalid}
      disabled={disabled}
      ariaLabel={ariaLabel}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
    />
  );
}
