import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FONT_LOADED_KEY, WEB_FONT_ATTRIBUTE, WEB_FONT_SCRIPT } from './web-font';

/** Runs the head script as a browser would; says whether the font was on before and after the first paint, and what it stored. */
async function run({ loadedBefore = false, storageRefused = false, fontFound = true, fontFails = false } = {}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(loadedBefore ? [[FONT_LOADED_KEY, '1']] : []);
  const refuseOr = <T>(value: () => T) => {
    if (storageRefused) throw new DOMException('The operation is insecure.', 'SecurityError');
    return value();
  };
  const paintObservers: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      paintObservers.push(() => this.callback([], this));
    }
    disconnect() {}
  }
  const document = {
    visibilityState: 'visible',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    fonts: {
      load: async (font: string) => {
        if (fontFails) throw new DOMException('A network error occurred.', 'NetworkError');
        return fontFound && font.includes('"Inter Variable"') ? [{}] : [];
      },
    },
  };
  const localStorage = {
    getItem: (key: string) => refuseOr(() => storage.get(key) ?? null),
    setItem: (key: string, value: string) => refuseOr(() => storage.set(key, value)),
  };
  runInNewContext(WEB_FONT_SCRIPT, { document, window: { PerformanceObserver }, PerformanceObserver, localStorage, setTimeout: () => {} });
  const beforePaint = attributes.get(WEB_FONT_ATTRIBUTE);
  for (const observer of paintObservers) observer();
  await new Promise((resolve) => setImmediate(resolve));
  return { beforePaint, afterPaint: attributes.get(WEB_FONT_ATTRIBUTE), stored: storage.get(FONT_LOADED_KEY) };
}

describe('the script that turns the font on', () => {
  it('on a first visit, turns it on once the page has painted, and notes when it has loaded', async () => {
    expect(await run()).toEqual({ beforePaint: undefined, afterPaint: 'inter', stored: '1' });
  });

  it('once an earlier page has loaded it, turns it on before the first paint', async () => {
    expect(await run({ loadedBefore: true })).toEqual({ beforePaint: 'inter', afterPaint: 'inter', stored: '1' });
  });

  it('notes nothing when the font did not load, and leaves no unhandled failure', async () => {
    expect(await run({ fontFound: false })).toEqual({ beforePaint: undefined, afterPaint: 'inter', stored: undefined });
    expect(await run({ fontFails: true })).toEqual({ beforePaint: undefined, afterPaint: 'inter', stored: undefined });
  });

  it('still turns it on after the paint where the browser refuses storage', async () => {
    expect(await run({ storageRefused: true })).toEqual({ beforePaint: undefined, afterPaint: 'inter', stored: undefined });
  });
});
