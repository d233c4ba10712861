import { z } from 'zod';
import { PICTURE_LIMITS } from '../content/pictures';
import { pictureTexts } from '../messages/back-office/pictures';

/** An uploaded picture's words: its alt text is required (the file itself is checked by its bytes on the server). */
export const PictureUploadSchema = z.object({
  alt: z
    .string({ error: pictureTexts.errors.alt })
    .trim()
    .min(PICTURE_LIMITS.altMin, { error: pictureTexts.errors.alt })
    .max(PICTURE_LIMITS.altMax, { error: pictureTexts.errors.alt }),
});
