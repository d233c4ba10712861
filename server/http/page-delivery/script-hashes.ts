import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that allow a fixed page's inline scripts by their SHA-256, and nothing else: the
 * way every page that is not drawn for its request is sent (prerendered files, the document cache).
 */
export function inlineScriptHashes(document: string): string[] {
  return [...document.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body).digest('base64')}`,
  );
}
