import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { modulesAfterFirstPaint } from './after-first-paint';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

const rewritten = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint()));

const ROUTE_MODULES =
  'import * as route0 from "/assets/a.js";\nwindow.__m = {"root":route0};\nimport("/assets/entry.js");';
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="modulepreload" href="/assets/b.js?v=1&amp;w=2" nonce="N1"/></head>' +
  '<body><p>₦ 25,000,000</p><script nonce="N1">window.__context = {};</script>' +
  `<script nonce="N1" type="module" async="">${ROUTE_MODULES}</script><script nonce="N1">window.__context.more = 1;</script></body></html>`;
const EXPECTED =
  '<html><head></head><body><p>₦ 25,000,000</p><script nonce="N1">window.__context = {};</script>' +
  `<script nonce="N1">${modulesAfterFirstPaint({ moduleText: ROUTE_MODULES, preloads: ['/assets/a.js', '/assets/b.js?v=1&w=2'] })}</script>` +
  '<script nonce="N1">window.__context.more = 1;</script></body></html>';

describe("React Router's scripts after the first paint", () => {
  it('takes the module preloads out and puts, in the module script’s place, a classic script that adds them and imports the modules after the first paint', async () => {
    expect(await rewritten([PAGE])).toBe(EXPECTED);
  });

  it('finds the tags cut between two chunks, at every place they can be cut', async () => {
    for (let cut = 1; cut < PAGE.length; cut++) {
      expect(await rewritten([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
  });

  it('keeps a character whose bytes two chunks share', async () => {
    const bytes = Buffer.from(PAGE);
    const naira = bytes.indexOf(Buffer.from('₦'));
    expect(await rewritten([bytes.subarray(0, naira + 1), bytes.subarray(naira + 1)])).toBe(EXPECTED);
  });

  it('rewrites a prerendered page, whose scripts carry no nonce, alike', async () => {
    expect(await rewritten([PAGE.replaceAll(' nonce="N1"', '')])).toBe(EXPECTED.replaceAll(' nonce="N1"', ''));
  });

  it('leaves a module script it cannot turn into a classic one as it was, with its preloads beside it', async () => {
    const preload = '<link rel="modulepreload" href="/assets/entry.js" nonce="N1"/>';
    const script = '<script nonce="N1" type="module" async="">import { start } from "/assets/entry.js";</script>';
    expect(await rewritten([`<head>${preload}</head><body>${script}</body>`])).toBe(
      `<head></head><body>${preload}${script}</body>`,
    );
  });

  it('sends a page without such scripts unchanged, a trailing "<" included', async () => {
    expect(await rewritten(['<p>Hello</p><', 'p>World</p>'])).toBe('<p>Hello</p><p>World</p>');
    expect(await rewritten(['<p>Hello</p><'])).toBe('<p>Hello</p><');
  });
});
