/**
 * A text stream with each of `replacements` made at its first occurrence, as the bytes go by: the
 * response is not held back (a hydrated page streams its late parts). Text that could be the start
 * of a text still looked for is held until the next chunk tells. Each text is replaced once (the
 * header's slots occur once per page); the rest is decoded and encoded again as it is, so that no
 * character is cut between chunks.
 */
export function replaceInStream(
  replacements: readonly { from: string; to: string }[],
): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let waiting = replacements.filter(({ from }) => from.length > 0);
  let held = '';

  function replaceFound(text: string): string {
    let out = '';
    for (;;) {
      let first: { index: number; from: string; to: string } | undefined;
      for (const replacement of waiting) {
        const index = text.indexOf(replacement.from);
        if (index !== -1 && (!first || index < first.index)) first = { index, ...replacement };
      }
      if (!first) return out + text;
      out += text.slice(0, first.index) + first.to;
      text = text.slice(first.index + first.from.length);
      const found = first.from;
      waiting = waiting.filter(({ from }) => from !== found);
    }
  }

  return new TransformStream({
    transform(chunk, controller) {
      const text = replaceFound(held + decoder.decode(chunk, { stream: true }));
      const keep =
        waiting.length === 0 ? 0 : Math.min(text.length, Math.max(...waiting.map(({ from }) => from.length)) - 1);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(encoder.encode(ready));
    },
    flush(controller) {
      const rest = replaceFound(held + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
