/** The attributes of `values` that are set: DynamoDB updates cannot set undefined. */
export function definedValues<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
