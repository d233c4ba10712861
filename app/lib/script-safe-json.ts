/**
 * JSON to write inside a script element: `<`, `>`, `&` and the JavaScript line separators are
 * escaped as \u sequences, so that no text in the data ("</script>", "<!--") can end the element
 * early or start markup. The value it parses to is unchanged.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
