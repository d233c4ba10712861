import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fakePageTiming } from '../../tests/support/fake-page-timing';
import { FONT_LOADED_KEY, WEB_FONT_ATTRIBUTE, WEB_FONT_SCRIPT } from './web-font';

/** Runs the head script as a browser would; says whether the font was on before and after the first paint, and what it stored. */
async function run({ loadedBefore = false, storageRefused = false, fontFound = true, fontFails = false } = {}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(loadedBefore ? [[FONT_LOADED_KEY, '1']] : []);
  const refuseOr = <T>(value: () => T) => {
    if (storageRefused) throw new DOMException('The operation is insecure.', 'SecurityError');
    return value();
  };
  const loaded: string[] = [];
  const timing = fakePageTiming();
  const document = {
    ...timing.document,
    visibilityState: 'visible',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    fonts: {
      load: async (font: string) => {
        loaded.push(font);
        if (fontFails) throw new DOMException('A network error occurred.', 'NetworkError');
        return fontFound && font.includes('"Inter Variable"') ? [{}] : [];
      },
    },
  };
  const localStorage = {
    getItem: (key: string) => refuseOr(() => storage.get(key) ?? null),
    setItem: (key: string, value: string) => refuseOr(() => storage.set(key, value)),
  };
  runInNewContext(WEB_FONT_SCRIPT, {
    document,
    window: { PerformanceObserver: timing.globals.PerformanceObserver },
    localStorage,
    ...timing.globals,
  });
  const beforePaint = { on: attributes.get(WEB_FONT_ATTRIBUTE), loaded: loaded.length };
  timing.paint('first-paint');
  timing.paint('first-contentful-paint');
  timing.frame();
  await new Promise((resolve) => setImmediate(resolve));
  return {
    beforePaint,
    afterPaint: { on: attributes.get(WEB_FONT_ATTRIBUTE), loaded: loaded.length },
    stored: storage.get(FONT_LOADED_KEY),
  };
}

describe('the script that turns the font on', () => {
  it('on a first page, leaves it off and loads it once the page has painted its content, then notes it', async () => {
    expect(await run()).toEqual({
      beforePaint: { on: undefined, loaded: 0 },
      afterPaint: { on: undefined, loaded: 1 },
      stored: '1',
    });
  });

  it('once an earlier page has loaded it, turns it on before the first paint', async () => {
    expect(await run({ loadedBefore: true })).toEqual({
      beforePaint: { on: 'inter', loaded: 0 },
      afterPaint: { on: 'inter', loaded: 0 },
      stored: '1',
    });
  });

  it('notes nothing when the font did not load, and leaves no unhandled failure', async () => {
    expect((await run({ fontFound: false })).stored).toBeUndefined();
    expect((await run({ fontFails: true })).stored).toBeUndefined();
  });

  it('leaves the fallback where the browser refuses storage', async () => {
    expect(await run({ storageRefused: true })).toEqual({
      beforePaint: { on: undefined, loaded: 0 },
      afterPaint: { on: undefined, loaded: 1 },
      stored: undefined,
    });
  });
});
