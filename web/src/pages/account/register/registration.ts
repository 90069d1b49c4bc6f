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

/** The user pool's refusal of a sign-up, without the prefix Cognito puts on a trigger's message. */
export function signUpRefusal(error: unknown): { readonly name: string; readonly message: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  return { name: error.name, message: error.message.replace(/^PreSignUp failed with error\s*/, '') };
}
