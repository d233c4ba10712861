import { describe, expect, it } from 'vitest';
import type { BodyPart } from '@server/http/body-parts';
import { createSharedTexts, wholeBody } from './whole-body.server';

const bytesOf = (part: BodyPart) => (Buffer.isBuffer(part) ? part : part.bytes);

function written(chunks: (string | Uint8Array)[], sharedTexts = createSharedTexts({ maxEntries: 10 })): Promise<BodyPart[]> {
  return new Promise((resolve) => {
    const body = wholeBody(sharedTexts, resolve);
    for (const chunk of chunks) body.write(chunk);
    body.end();
  });
}

describe('wholeBody', () => {
  it('hands over everything written, the shared texts as their compressed parts and the rest as bytes between them', async () => {
    const sharedTexts = createSharedTexts({ maxEntries: 10 });
    const stylesheet = 'body{margin:0}'.repeat(200);
    sharedTexts.add(stylesheet);
    const parts = await written(['<html>', new TextEncoder().encode('<head>₦'), stylesheet, '</head>', 'main{margin:0}'.repeat(200), '</html>'], sharedTexts);
    expect(parts.map((part) => (Buffer.isBuffer(part) ? 'bytes' : 'shared'))).toEqual(['bytes', 'shared', 'bytes']);
    expect(parts[1]).toBe(sharedTexts.partOf(stylesheet));
    expect(Buffer.concat(parts.map(bytesOf)).toString()).toBe(`<html><head>₦${stylesheet}</head>${'main{margin:0}'.repeat(200)}</html>`);
  });

  it('keeps at most its number of shared texts, dropping the least recently used', () => {
    const sharedTexts = createSharedTexts({ maxEntries: 2 });
    sharedTexts.add('stylesheet');
    sharedTexts.add('header of /about');
    sharedTexts.partOf('stylesheet');
    sharedTexts.add('header of /contact');
    expect(sharedTexts.partOf('stylesheet')?.bytes.toString()).toBe('stylesheet');
    expect(sharedTexts.partOf('header of /about')).toBeUndefined();
    expect(sharedTexts.partOf('header of /contact')).toBeDefined();
  });
});
