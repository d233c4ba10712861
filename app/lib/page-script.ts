/** The id of the inline script that loads the page script (app/enhance/enhance.ts) after the first paint. */
export const PAGE_SCRIPT_LOADER_ID = 'page-script';

/** `<html data-page-script="ready">` once the page script has run: browser journeys wait on it. */
export const PAGE_SCRIPT_RAN = { attribute: 'data-page-script', value: 'ready' } as const;
