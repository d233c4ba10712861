import { PICTURE_LIMITS } from '../../content/pictures';

const megabytes = `${PICTURE_LIMITS.maxBytes / 1_000_000} MB`;

/**
 * Texts of the pictures staff upload for content (issue 31 point 1, decision 093): the upload form,
 * its refusals and the list of pictures. The specification has no staff area; these are the bank's.
 */
export const pictureTexts = {
  title: 'Pictures',
  lead: `Photos for the site's content. Each upload is checked, cleared of its metadata (the camera, the place it was taken), turned upright and cut into sizes for phones and desktops. JPEG, PNG, WebP or AVIF, up to ${megabytes}, at least ${PICTURE_LIMITS.minWidth} by ${PICTURE_LIMITS.minHeight} pixels.`,
  link: 'Pictures',
  back: 'Back to the content list',
  uploadTitle: 'Upload a picture',
  fields: {
    file: 'Picture file',
    fileHint: `JPEG, PNG, WebP or AVIF, up to ${megabytes}.`,
    alt: 'Alt text',
    altHint:
      'What the picture shows, for visitors who cannot see it: "Three-bedroom bungalow in Lekki with a paved driveway". Not "photo of".',
  },
  upload: 'Upload picture',
  uploaded: (alt: string) => `Picture uploaded: "${alt}".`,
  listTitle: 'Uploaded pictures',
  listCaption: 'Uploaded pictures, newest first',
  none: 'No picture has been uploaded yet.',
  details: (width: number, height: number, widths: readonly number[]) =>
    `${width} × ${height} pixels; sizes ${widths.join(', ')} px wide in AVIF, WebP and JPEG.`,
  uploadedBy: (name: string, when: string) => `Uploaded by ${name} on ${when}.`,
  idLabel: 'Picture id',
  errors: {
    alt: `Describe the picture in ${PICTURE_LIMITS.altMin} to ${PICTURE_LIMITS.altMax} characters: visitors who cannot see it read this instead.`,
    missing: 'Choose a picture file to upload.',
    notImage: 'This file is not a JPEG, PNG, WebP or AVIF picture. Choose a photo saved in one of those formats.',
    tooLarge: `This file is larger than ${megabytes}. Save it smaller, or choose another.`,
    tooSmall: `This picture is smaller than ${PICTURE_LIMITS.minWidth} by ${PICTURE_LIMITS.minHeight} pixels: it would look blurred on the site. Choose a larger one.`,
    tooManyPixels: `This picture has more than ${PICTURE_LIMITS.maxPixels / 1_000_000} million pixels. Save it at a smaller size and upload it again.`,
  },
} as const;
