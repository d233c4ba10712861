/**
 * Structured data for search engines. A JSON-LD script is data, not code, so the CSP does not block
 * it; `<` is escaped so that no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
