import { describe, expect, it } from 'vitest';
import type { BodyPart } from '@server/http/body-parts';
import { createSharedTexts, wholeBody } from './whole-body.server';

const bytesOf = (part: BodyPart) => (Buffer.isBuffer(part) ? part : part.bytes);

function written(chunks: (string | Uint8Array)[], sharedTexts = createSharedTexts()): Promise<BodyPart[]> {
  return new Promise((resolve) => {
    const body = wholeBody(sharedTexts, resolve);
    for (const chunk of chunks) body.write(chunk);
    body.end();
  });
}

describe('wholeBody', () => {
  it('hands over everything written, the shared texts as their compressed parts and the rest as bytes between them', async () => {
    const sharedTexts = createSharedTexts();
    const stylesheet = 'body{margin:0}'.repeat(200);
    await sharedTexts.add(stylesheet);
    const parts = await written(['<html>', new TextEncoder().encode('<head>₦'), stylesheet, '</head>', 'main{margin:0}'.repeat(200), '</html>'], sharedTexts);
    expect(parts.map((part) => (Buffer.isBuffer(part) ? 'bytes' : 'shared'))).toEqual(['bytes', 'shared', 'bytes']);
    expect(parts[1]).toBe(sharedTexts.partOf(stylesheet));
    expect(Buffer.concat(parts.map(bytesOf)).toString()).toBe(`<html><head>₦${stylesheet}</head>${'main{margin:0}'.repeat(200)}</html>`);
  });

  it('carries a shared text as bytes of the page until its compressed part is ready', async () => {
    const sharedTexts = createSharedTexts();
    const stylesheet = 'body{margin:0}'.repeat(200);
    const compressed = sharedTexts.add(stylesheet);
    expect((await written(['<html>', stylesheet], sharedTexts)).map(Buffer.isBuffer)).toEqual([true]);
    await compressed;
    expect((await written(['<html>', stylesheet], sharedTexts)).map(Buffer.isBuffer)).toEqual([true, false]);
  });

  it('keeps a shared text while anything that added it holds it', async () => {
    const sharedTexts = createSharedTexts();
    await sharedTexts.add('header of /about');
    await sharedTexts.add('header of /about');
    sharedTexts.remove('header of /about');
    expect(sharedTexts.partOf('header of /about')?.bytes.toString()).toBe('header of /about');
    sharedTexts.remove('header of /about');
    expect(sharedTexts.partOf('header of /about')).toBeUndefined();
  });
});
