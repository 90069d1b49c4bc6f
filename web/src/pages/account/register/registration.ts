/** The fields of the registration form. */
export type RegistrationField = 'email' | 'firstName' | 'lastName' | 'companyName';

/** The registration payload from the form: values trimmed, optional fields left empty left out. */
export function registrationOf(values: Readonly<Record<RegistrationField, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}
