import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-module-preloads';

const rewritten = (chunks: (string | Buffer)[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));

const PAGE = '<body><p>₦ 25,000,000</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js"</script></body>';
const EXPECTED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe('low-priority module preloads', () => {
  it('asks for every module preload at low priority and leaves the rest of the page as it was', async () => {
    expect(await rewritten([PAGE])).toBe(EXPECTED);
  });

  it('finds a tag split between two chunks, at every place it can split', async () => {
    const start = PAGE.indexOf('<link');
    for (let cut = start; cut < start + 30; cut++) {
      expect(await rewritten([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(EXPECTED);
    }
  });

  it('keeps a character whose bytes two chunks share', async () => {
    const bytes = Buffer.from(PAGE);
    const naira = bytes.indexOf(Buffer.from('₦'));
    expect(await rewritten([bytes.subarray(0, naira + 1), bytes.subarray(naira + 1)])).toBe(EXPECTED);
  });

  it('sends a page without preloads unchanged, a trailing "<" included', async () => {
    expect(await rewritten(['<p>Hello</p><', 'p>World</p>'])).toBe('<p>Hello</p><p>World</p>');
    expect(await rewritten(['<p>Hello</p><'])).toBe('<p>Hello</p><');
  });
});
