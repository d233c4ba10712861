/** The content pages prerendered at build time (served as static HTML with a hash-based CSP). */
export function prerenderPaths(): string[] {
  return ['/'];
}
