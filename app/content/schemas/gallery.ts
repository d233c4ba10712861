import { z } from 'zod';
import { ImageSchema, uniqueIds } from './common';

const CaptionedImageSchema = ImageSchema.extend({ caption: z.string().min(5) }).strict();
export type CaptionedImage = z.infer<typeof CaptionedImageSchema>;

/** An event album (/gallery/event/{id}). */
const EventAlbumSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5),
    date: z.iso.date(),
    place: z.string().min(3),
    description: z.string().min(20).regex(/\.$/),
    photos: z.array(CaptionedImageSchema).min(3),
  })
  .strict();

export type EventAlbum = z.infer<typeof EventAlbumSchema>;

export const EventAlbumListSchema = z.array(EventAlbumSchema).superRefine(uniqueIds);
