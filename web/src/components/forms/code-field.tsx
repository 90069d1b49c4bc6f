import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

/**
 * A one-time code typed from an email or an authenticator app: a numeric keyboard on phones, and the
 * browser's one-time-code autofill.
 */
export function CodeField(props: {
  readonly label: string;
  readonly description?: string;
  readonly errorText?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoFocus?: boolean;
}) {
  return (
    <FormField label={props.label} description={props.description} errorText={props.errorText}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        autoFocus={props.autoFocus}
      />
    </FormField>
  );
}
