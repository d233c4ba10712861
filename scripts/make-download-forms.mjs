// Prints the downloadable forms (server/downloads/resources.json) to PDF with Debian's Chromium,
// into server/downloads/files/<id>.pdf, which are committed and served by
// GET /api/v1/customers/downloadresource/{id}. Run again after changing a template:
//   npx tsx scripts/make-download-forms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { formDocument, pageFooter } from '../server/downloads/templates/form-parts.ts';
import { FORM_TEMPLATES } from '../server/downloads/templates/forms.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resources = JSON.parse(readFileSync(`${root}server/downloads/resources.json`, 'utf8'));
// The site's own font, embedded so that every PDF looks the same wherever it is printed.
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const fontDataUrl = `data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const resource of resources) {
    const template = FORM_TEMPLATES[resource.id];
    if (!template) throw new Error(`No template for ${resource.id}`);
    await page.setContent(
      formDocument({
        title: resource.title,
        lead: template.lead,
        withPhoto: template.withPhoto,
        body: template.body,
        fontDataUrl,
      }),
      { waitUntil: 'load' },
    );
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: pageFooter(resource.title),
      tagged: true,
    });
    const file = `${root}server/downloads/files/${resource.id}.pdf`;
    writeFileSync(file, pdf);
    console.log(`${file} (${Math.round(pdf.length / 1024)} KB)`);
  }
} finally {
  await browser.close();
}
