// `npm run phone:codes`: writes app/components/account/phone-calling-codes.json from libphonenumber-js's
// metadata, so that the phone field's country picker needs none of the library in the browser
// (docs/decisions/036). A unit test fails when the file and the installed library disagree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';

/**
 * What the country picker needs of libphonenumber-js: each supported country's calling code, and
 * the main country of each code (the metadata lists it first: +44 is the UK, +1 the US).
 */
export function phoneCallingCodes() {
  return {
    callingCodes: Object.fromEntries(getCountries().map((code) => [code, getCountryCallingCode(code)])),
    mainCountryOfCode: Object.fromEntries(
      Object.entries(metadata.country_calling_codes).map(([code, countries]) => [code, countries[0]]),
    ),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = fileURLToPath(new URL('../app/components/account/phone-calling-codes.json', import.meta.url));
  writeFileSync(file, `${JSON.stringify(phoneCallingCodes())}\n`);
  console.log(`Wrote ${file}`);
}
