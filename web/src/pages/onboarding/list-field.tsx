import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';

import { addListEntries } from './form-values';
import { ONBOARDING_STRINGS as S } from './strings';

interface ListFieldProps {
  readonly label: string;
  readonly description: string;
  readonly placeholder: string;
  readonly entries: readonly string[];
  /** the most entries the list holds */
  readonly max: number;
  readonly errorText?: string | undefined;
  readonly onChange: (entries: readonly string[]) => void;
}

/**
 * A list of short texts (job titles, industries): typed one at a time (Enter or Add; commas
 * separate several) and shown as removable tokens. What is typed is added when the field is left,
 * so nothing typed is lost when the user moves on.
 */
export function ListField({ label, description, placeholder, entries, max, errorText, onChange }: ListFieldProps) {
  const [draft, setDraft] = useState('');
  const full = entries.length >= max;

  const add = () => {
    if (draft.trim() === '') return;
    onChange(addListEntries(entries, draft).slice(0, max));
    setDraft('');
  };

  return (
    <FormField
      label={label}
      description={description}
      errorText={errorText}
      constraintText={full ? S.listFull(label, max) : `${entries.length}/${max}`}
      stretch
    >
      <SpaceBetween size="xs">
        <SpaceBetween size="xs" direction="horizontal">
          <Input
            value={draft}
            placeholder={placeholder}
            disabled={full}
            onChange={({ detail }) => setDraft(detail.value)}
            onBlur={add}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter') add();
            }}
          />
          <Button onClick={add} disabled={full || draft.trim() === ''} ariaLabel={S.addTo(label)}>
            {S.add}
          </Button>
        </SpaceBetween>
        {entries.length > 0 && (
          <TokenGroup
            items={entries.map((entry) => ({ label: entry, dismissLabel: S.remove(entry) }))}
            onDismiss={({ detail }) => onChange(entries.filter((_, index) => index !== detail.itemIndex))}
          />
        )}
      </SpaceBetween>
    </FormField>
  );
}
