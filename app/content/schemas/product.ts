import { z } from 'zod';
import { ImageSchema, uniqueIds } from './common';
import { PricingSchema } from '../../../domain/content/pricing';
import { PRODUCT_BUCKETS } from './product-categories';

export { PRODUCT_BUCKETS, PRODUCT_CATEGORIES, type ProductBucket, type ProductCategory } from './product-categories';

const sentence = z
  .string()
  .min(10)
  .regex(/[.!?]$/, 'End the sentence with a full stop');

/** A product of the catalogue (specification 3 and 9). */
const ProductSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(3),
    /** The account product code that opens this product online; absent when it has none. */
    code: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
    bucket: z.enum(PRODUCT_BUCKETS),
    /** The one-line promise under the page title and on cards. */
    bannerTitle: z.string().min(10).max(90),
    photo: ImageSchema,
    bigPhoto: ImageSchema,
    title: z.string().min(3),
    description: sentence,
    benefits: z.array(z.object({ title: z.string().min(3), shortdesc: sentence }).strict()).min(3),
    /** Key facts shown at a glance: amounts, tenors, rates. */
    attractions: z.array(z.string().min(3)).min(2),
    /** Highlights shown one after another in a horizontal slider. */
    slider: z.array(z.object({ heading: z.string().min(3), text: sentence }).strict()).min(2),
    requirements: z.array(z.string().min(3)).min(3),
    /** Its rates and fees, each dated (/rates); absent for a product that has none. */
    pricing: PricingSchema.optional(),
    /** Whether it holds deposits the NDIC insures: its page shows the deposit-insurance mark and statement. */
    isDepositInsured: z.boolean().optional(),
  })
  .strict();

export type Product = z.infer<typeof ProductSchema>;

export const ProductCatalogueSchema = z.array(ProductSchema).superRefine((products, context) => {
  uniqueIds(products, context);
  const codes = products.flatMap((product) => (product.code ? [product.code] : []));
  if (new Set(codes).size !== codes.length)
    context.addIssue({ code: 'custom', message: 'Two products share an account product code' });
});
