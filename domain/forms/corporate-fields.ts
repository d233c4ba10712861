/** The company's fields of a corporate account, apart from their rules: forms show them without loading zod. */
export const CORPORATE_FIELDS = ['businessName', 'cacNumber'] as const;
