/** A select option as every list offers it to forms. */
export type SelectOption<Value extends string = string> = { readonly value: Value; readonly label: string };

/** Options whose value and label are the same text. */
export function toSelectOptions<Value extends string>(values: readonly Value[]): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * Narrows the values of a list of records to the non-empty tuple z.enum expects. The cast is safe
 * because every list passed here is a non-empty literal array.
 */
export function toEnumValues<Value extends string>(values: readonly Value[]): readonly [Value, ...Value[]] {
  if (values.length === 0) throw new Error('An enum needs at least one value');
  return values as readonly [Value, ...Value[]];
}
