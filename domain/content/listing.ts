import { z } from 'zod';
import { isLgaOf, NIGERIAN_STATES } from '../geography';
import { contentTexts } from '../messages/back-office/content';
import { PROPERTY_TYPES } from './property-types';

const texts = contentTexts.listing.errors;

/** The most photographs a listing shows. */
export const MAX_LISTING_PICTURES = 8;

const words = (min: number, max: number, error: string) => z.string().trim().min(min, { error }).max(max, { error });
const count = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/**
 * A listing of the Property Mart as a content item (issue 31, decision 095); its key is the listing's
 * number in /property/{key}. Its photographs are pictures of the library (decision 093), named by id,
 * their alt text the picture's own. A seed listing has none: it names the sample drawings it shows
 * instead (`drawing`, one of three styles), which only the seed sets.
 */
export const ListingBodySchema = z
  .object({
    title: words(5, 120, texts.title),
    type: z.enum(PROPERTY_TYPES, { error: texts.type }),
    /** Asking price in naira. */
    price: count(100_000, 10_000_000_000, texts.price),
    state: z.string().refine((state) => NIGERIAN_STATES.includes(state), { error: texts.state }),
    lga: words(2, 60, texts.lga),
    area: words(2, 80, texts.area),
    /** 0 for land. */
    bedrooms: count(0, 10, texts.bedrooms),
    bathrooms: count(0, 10, texts.bathrooms),
    /** Square metres: floor area of a building, plot area of land. */
    size: count(1, 1_000_000, texts.size),
    titleDocument: words(3, 120, texts.titleDocument),
    description: words(40, 2000, texts.description),
    features: z
      .array(words(3, 120, texts.features))
      .min(3, { error: texts.features })
      .max(20, { error: texts.features }),
    pictureIds: z
      .array(z.uuid({ error: texts.pictures }))
      .max(MAX_LISTING_PICTURES, { error: texts.pictures })
      .refine((ids) => new Set(ids).size === ids.length, { error: texts.picturesTwice }),
    drawing: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .strict()
  .superRefine((listing, context) => {
    if (!isLgaOf(listing.state, listing.lga)) context.addIssue({ code: 'custom', path: ['lga'], message: texts.lga });
    if ((listing.type === 'land') !== (listing.bedrooms === 0))
      context.addIssue({ code: 'custom', path: ['bedrooms'], message: texts.bedrooms });
    if (listing.pictureIds.length === 0 && listing.drawing === undefined)
      context.addIssue({ code: 'custom', path: ['picture-1'], message: texts.pictures });
  });
export type ListingBody = z.infer<typeof ListingBodySchema>;
