import { describe, expect, it } from 'vitest';
import { replaceInStream } from './replace-in-stream';

/** The text through the transform, cut into chunks of `size` bytes (so a character or a text looked for may be cut). */
async function through(text: string, size: number, replacements: { from: string; to: string }[]) {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(replaceInStream(replacements))).text();
}

describe('replacing texts in a stream', () => {
  const page =
    '<header><div id="a">Sign in</div>…<ul><div id="b">Sign in</div></ul></header><main>Ọ̀yọ́ · ₦5,000 · Sign in</main>';
  const replacements = [
    { from: '<div id="a">Sign in</div>', to: '<div id="a">Adaeze</div>' },
    { from: '<div id="b">Sign in</div>', to: '<div id="b">My account</div>' },
  ];
  const expected =
    '<header><div id="a">Adaeze</div>…<ul><div id="b">My account</div></ul></header><main>Ọ̀yọ́ · ₦5,000 · Sign in</main>';

  it('replaces each text once, wherever the chunks cut it or a character', async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 24, 25, 26, 1000])
      expect(await through(page, size, replacements), `chunks of ${size}`).toBe(expected);
  });

  it('passes a text without them through unchanged', async () => {
    expect(await through('<p>Ọ̀yọ́</p>', 3, replacements)).toBe('<p>Ọ̀yọ́</p>');
    expect(await through('', 3, replacements)).toBe('');
  });

  it('takes a replacement as it is ($ and all)', async () => {
    expect(await through('<i>x</i>', 2, [{ from: '<i>x</i>', to: "$&$'$1" }])).toBe("$&$'$1");
  });
});
