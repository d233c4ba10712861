import { scriptSafeJson } from '~/lib/script-safe-json';

/**
 * Structured data for search engines. A JSON-LD script is data, not code, so the CSP does not block
 * it; its JSON cannot close the script element (script-safe-json.ts).
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
