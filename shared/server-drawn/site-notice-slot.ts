/**
 * The id of the site notices' slot at the top of every public page (decision 100), alone in its
 * module so that the pages' script does not carry the banner's renderer with it.
 */
export const SITE_NOTICE_SLOT_ID = 'site-notice';
