/** The id of a form's control for a schema field: `${formId}-${name}` (what the error summary links to). */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
