import { z } from 'zod';
import { NIGERIAN_STATES, isLgaOf } from '../../../domain/geography';
import { ImageSchema, uniqueIds } from './common';
import { PROPERTY_TYPES } from './property-types';

/** A listing of the Property Mart. State and LGA are spelled as in the geography data (domain/geography). */
const PropertySchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5),
    type: z.enum(PROPERTY_TYPES),
    /** Asking price in naira. */
    price: z.number().int().min(100_000),
    location: z.object({ area: z.string().min(2), lga: z.string().min(2), state: z.string().min(2) }).strict(),
    /** 0 for land. */
    bedrooms: z.number().int().min(0).max(10),
    bathrooms: z.number().int().min(0).max(10),
    /** Square metres: floor area of a building, plot area of land. */
    size: z.number().int().positive(),
    titleDocument: z.string().min(3),
    photos: z.array(ImageSchema).min(3),
    description: z.string().min(40).regex(/\.$/),
    features: z.array(z.string().min(3)).min(3),
  })
  .strict()
  .superRefine((property, context) => {
    const { state, lga } = property.location;
    if (!NIGERIAN_STATES.includes(state))
      context.addIssue({ code: 'custom', path: ['location', 'state'], message: `Unknown state ${state}` });
    else if (!isLgaOf(state, lga))
      context.addIssue({ code: 'custom', path: ['location', 'lga'], message: `${lga} is not an LGA of ${state}` });
    if ((property.type === 'land') !== (property.bedrooms === 0))
      context.addIssue({
        code: 'custom',
        path: ['bedrooms'],
        message: 'Land has no bedrooms; buildings have at least one',
      });
  });

export type Property = z.infer<typeof PropertySchema>;

export const PropertyListSchema = z.array(PropertySchema).superRefine(uniqueIds);
