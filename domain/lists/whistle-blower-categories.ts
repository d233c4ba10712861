/** What a whistle-blower report is about; the form's labels are in the catalogue. */
export const WHISTLE_BLOWER_CATEGORIES = ['fraud', 'bribery', 'misconduct', 'data-breach', 'other'] as const;
