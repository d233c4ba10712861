import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './back-office';

/**
 * A picture uploaded by staff for content (decision 093): checked, re-encoded and stored through
 * the file storage under `pictures/<id>/<width>-<format>`. A picture never changes: another file
 * is another picture with another id, so its addresses are cached for good.
 */
export const contentPictures = pgTable(
  'content_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the picture shows, for visitors who cannot see it: required. */
    alt: text('alt').notNull(),
    /** The upright picture's size in pixels, as uploaded. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored, smallest first, each in every format of PICTURE_FORMATS. */
    widths: integer('widths').array().notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_pictures_created').on(table.createdAt)],
);
