import { z } from 'zod';

/** The kinds of rate, one table each on /rates. */
export const RATE_KINDS = ['savings', 'fixed-deposit', 'investment', 'mortgage'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** The fees issue 31 lists, in the order /rates shows them. */
export const FEE_KINDS = [
  'processing',
  'management',
  'legal',
  'valuation',
  'insurance',
  'account-maintenance',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** What a percentage fee is taken of. */
const FEE_BASES = ['loan', 'property-value', 'debits'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

const FEE_FREQUENCIES = ['once', 'yearly', 'monthly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

/** The day a figure took effect, as YYYY-MM-DD. */
const EffectiveFromSchema = z.iso.date();

/** A deposit's fixed term in days, or the longest a loan or investment runs, in years. */
const TenorSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('days'), count: z.number().int().min(1).max(366) }).strict(),
  z.object({ unit: z.literal('years'), count: z.number().int().min(1).max(30), isMaximum: z.boolean() }).strict(),
]);
export type Tenor = z.infer<typeof TenorSchema>;

export const RateSchema = z
  .object({
    kind: z.enum(RATE_KINDS),
    /** Interest in % a year. */
    annualRatePercent: z.number().min(0).max(60),
    /** For rates that are a floor (Famsa pays "not less than" its rate). */
    isMinimum: z.boolean().optional(),
    tenor: TenorSchema.optional(),
    /** What the rate applies to when a product has several: a tier, a smallest deposit. */
    condition: z.string().min(3).optional(),
    effectiveFrom: EffectiveFromSchema,
  })
  .strict()
  .refine((rate) => rate.kind !== 'fixed-deposit' || rate.tenor?.unit === 'days', {
    message: 'A fixed deposit states its term in days',
    path: ['tenor'],
  });
export type Rate = z.infer<typeof RateSchema>;

const ChargeSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('naira'), amount: z.number().int().min(0) }).strict(),
  z.object({ unit: z.literal('percent'), percent: z.number().gt(0).max(10), of: z.enum(FEE_BASES) }).strict(),
]);
export type Charge = z.infer<typeof ChargeSchema>;

const FeeSchema = z
  .object({
    kind: z.enum(FEE_KINDS),
    charge: ChargeSchema,
    frequency: z.enum(FEE_FREQUENCIES),
    effectiveFrom: EffectiveFromSchema,
  })
  .strict();
export type Fee = z.infer<typeof FeeSchema>;

/** A product's rates and fees, each dated: what /rates and the product's page show. */
export const PricingSchema = z
  .object({ rates: z.array(RateSchema), fees: z.array(FeeSchema) })
  .strict()
  .refine((pricing) => pricing.rates.length + pricing.fees.length > 0, { message: 'Pricing with no rate or fee' })
  .superRefine((pricing, context) => {
    const kinds = pricing.fees.map((fee) => fee.kind);
    if (new Set(kinds).size !== kinds.length)
      context.addIssue({ code: 'custom', path: ['fees'], message: 'A fee is listed twice' });
  });
