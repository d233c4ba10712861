/**
 * Galleries (/gallery/{resource}/{id}): 'event' albums below and 'property' galleries made from a
 * listing's photos (app/content/properties.ts). SAMPLE ALBUMS: the events are illustrative and drawn, not photographs of
 * real events; replace them with the bank's own albums and photographs before launch.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { pictureTexts } from './pages/pictures';
import type { Property } from './properties';
import { parseContent, toContentId } from './schemas/common';
import { EventAlbumListSchema, type CaptionedImage, type EventAlbum } from './schemas/gallery';

export type { CaptionedImage, EventAlbum } from './schemas/gallery';

type GalleryResource = 'event' | 'property';

const photo = (file: string, alt: string, caption: string): CaptionedImage => ({
  src: `/images/gallery/${file}.svg`,
  alt,
  caption,
  width: 1200,
  height: 800,
});

export const eventAlbums: EventAlbum[] = parseContent('event album', EventAlbumListSchema, [
  {
    id: 1,
    title: 'Celebrating 20 years of home ownership',
    date: '2025-06-14',
    place: 'Victoria Island, Lagos',
    description:
      'Customers, partners and staff came together to mark twenty years of helping Nigerians save for and own their homes.',
    photos: [
      photo(
        'anniversary-stage',
        'Drawing of three speakers on a stage in front of an audience',
        'The management team welcomes guests to the anniversary evening.',
      ),
      photo(
        'anniversary-cake',
        'Drawing of a two-tier cake marked 20 on a table under a banner',
        'Cutting the anniversary cake.',
      ),
      photo(
        'anniversary-award',
        'Drawing of two people holding a plaque before an audience',
        'A long-standing customer receives an award for twenty years with the bank.',
      ),
      photo(
        'anniversary-staff',
        'Drawing of thirteen staff members standing in two rows',
        'Staff from every branch at the celebration.',
      ),
    ],
  },
  {
    id: 2,
    title: 'Home ownership and NHF clinic',
    date: '2025-03-22',
    place: 'Ikeja, Lagos',
    description:
      'A free morning clinic on how the National Housing Fund works, how to qualify for a mortgage and which documents to prepare.',
    photos: [
      photo(
        'clinic-presentation',
        'Drawing of a speaker beside a screen showing a house and a rising chart',
        'Our mortgage team explains how NHF loans work.',
      ),
      photo(
        'clinic-questions',
        'Drawing of an audience with one participant standing to ask a question',
        'Questions from the floor on equity and title documents.',
      ),
      photo(
        'clinic-consultation',
        'Drawing of a mortgage officer and a customer at a desk with documents',
        'One-to-one advice after the session.',
      ),
      photo(
        'clinic-handouts',
        'Drawing of document checklists laid out on a table',
        'Checklists of mortgage documents for every participant.',
      ),
    ],
  },
  {
    id: 3,
    title: 'Key handover at a partner estate',
    date: '2024-11-30',
    place: 'Mowe, Ogun',
    description: 'New home owners received the keys to homes financed with mortgages and NHF loans from the bank.',
    photos: [
      photo(
        'handover-keys',
        'Drawing of two people with a golden key in front of a bungalow',
        'Handing over the keys to a new home.',
      ),
      photo(
        'handover-family',
        'Drawing of a family of four in front of a semi-detached house',
        'A family in front of their new home.',
      ),
      photo('handover-estate', 'Drawing of a row of bungalows along a paved estate road', 'The completed estate.'),
      photo(
        'handover-site-tour',
        'Drawing of visitors in safety helmets beside a building under construction and a crane',
        'A tour of the next phase under construction.',
      ),
    ],
  },
]);

export interface Gallery {
  resource: GalleryResource;
  id: number;
  title: string;
  /** Where and when: the property's location or the event's date and place. */
  subtitle: string;
  description: string;
  /** Says what the pictures are, so that no drawing passes for a photograph. */
  notice?: string;
  photos: CaptionedImage[];
  /** The page a property gallery belongs to. */
  parent?: { label: string; to: string };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2025-06-14 as 14 June 2025, the same on the server and in every browser. */
export function formatEventDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A listing's photos as a gallery (/gallery/property/{id}). */
export function propertyGallery(property: Property): Gallery {
  return {
    resource: 'property',
    id: property.id,
    title: pictureTexts(property.photos).galleryTitle(property.title),
    subtitle: `${property.location.area}, ${property.location.lga}, ${property.location.state}`,
    description: property.description,
    notice: property.isSample
      ? 'Drawings of a sample listing: the layout and finish of a real property will differ.'
      : undefined,
    photos: property.photos.map(({ src, alt, width, height }) => ({
      src,
      alt,
      width,
      height,
      caption: captionFromAlt(alt),
    })),
    parent: { label: property.title, to: `/property/${property.id}` },
  };
}

/** An event album as a gallery (/gallery/event/{id}). */
export function eventGallery(id: string | number): Gallery | undefined {
  const album = eventAlbums.find((candidate) => candidate.id === toContentId(id));
  if (!album) return undefined;
  return {
    resource: 'event',
    id: album.id,
    title: album.title,
    subtitle: `${formatEventDate(album.date)}, ${album.place}`,
    description: album.description,
    notice: 'The pictures are drawings that illustrate the event.',
    photos: album.photos,
  };
}

const captionFromAlt = (alt: string) => {
  const words = alt.replace(/^Drawing of (the |a )?/, '');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
};
