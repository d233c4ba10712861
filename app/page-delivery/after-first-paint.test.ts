import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { moduleAfterFirstPaint, modulesAfterFirstPaint } from './after-first-paint';
import { fakePageTiming } from '../../tests/support/fake-page-timing';

const MODULE_TEXT =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/form.js";\n  window.__manifest = {"x":"</p>"};\n  window.__routeModules = {"root":route0,"form":route1};\n\nimport("/assets/entry.js");';
const PRELOADS = ['/assets/root.js', '/assets/form.js?v=1&w=2'];

/**
 * Runs the classic script as a browser would (its `import()` recorded rather than fetched: a
 * script run by `vm` cannot import), and returns what it did once the page has `painted` and
 * `waitedMs` passed.
 */
async function run(script: string, { isShown = true, reportsPaints = true, painted = true, waitedMs = 0 } = {}) {
  const done: string[] = [];
  const timing = fakePageTiming({ reportsPaints });
  const window: Record<string, unknown> = { PerformanceObserver: timing.globals.PerformanceObserver };
  const document = {
    ...timing.document,
    visibilityState: isShown ? 'visible' : 'hidden',
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => done.push(`${link.rel} ${link.href}`) },
  };
  const load = async (url: string) => {
    done.push(`import ${url}`);
    return { url };
  };
  runInNewContext(script.replaceAll('import(', 'load('), { document, window, load, ...timing.globals });
  if (painted) {
    // The background alone first, then the page's text, then the next frame.
    timing.paint('first-paint');
    timing.frame();
    if (done.length) throw new Error('started before the first contentful paint');
    timing.paint('first-contentful-paint');
    timing.frame();
  }
  timing.wait(waitedMs);
  await new Promise((resolve) => setImmediate(resolve));
  return { done, window };
}

describe("React Router's modules imported after the first paint", () => {
  const script = modulesAfterFirstPaint({ moduleText: MODULE_TEXT, preloads: PRELOADS })!;

  it('adds the preloads, then imports the modules in order, once the page has painted, and once only', async () => {
    expect((await run(script, { painted: false })).done).toEqual([]);
    const { done, window } = await run(script, { waitedMs: 5000 });
    expect(done).toEqual([
      'modulepreload /assets/root.js',
      'modulepreload /assets/form.js?v=1&w=2',
      'import /assets/root.js',
      'import /assets/form.js',
      'import /assets/entry.js',
    ]);
    expect(window.__routeModules).toEqual({ root: { url: '/assets/root.js' }, form: { url: '/assets/form.js' } });
    expect(window.__manifest).toEqual({ x: '</p>' });
  });

  it('does so at once in a tab that is not shown or a browser that reports no paints, and after 3 s at the latest', async () => {
    expect((await run(script, { isShown: false, painted: false })).done).toHaveLength(5);
    expect((await run(script, { reportsPaints: false, painted: false })).done).toHaveLength(5);
    expect((await run(script, { painted: false, waitedMs: 2999 })).done).toHaveLength(0);
    expect((await run(script, { painted: false, waitedMs: 3000 })).done).toHaveLength(5);
  });

  it('cannot end the inline script it is written in, and declines a module it cannot turn into a classic script', () => {
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(
      modulesAfterFirstPaint({ moduleText: 'import { hydrate } from "/assets/entry.js";\nhydrate();', preloads: [] }),
    ).toBeUndefined();
  });
});

describe('the page script imported after the first paint', () => {
  const script = moduleAfterFirstPaint('/assets/enhance-1.js');

  it('imports it once the page has painted, at once in a hidden tab, after 3 s at the latest', async () => {
    expect((await run(script, { painted: false })).done).toEqual([]);
    expect((await run(script, { waitedMs: 5000 })).done).toEqual(['import /assets/enhance-1.js']);
    expect((await run(script, { isShown: false, painted: false })).done).toEqual(['import /assets/enhance-1.js']);
    expect((await run(script, { painted: false, waitedMs: 3000 })).done).toEqual(['import /assets/enhance-1.js']);
  });

  it('waits for the end of parsing too, then for the paint after it', async () => {
    const timing = fakePageTiming({ parsed: false });
    const done: string[] = [];
    runInNewContext(script.replaceAll('import(', 'load('), {
      document: { ...timing.document, visibilityState: 'visible' },
      window: { PerformanceObserver: timing.globals.PerformanceObserver },
      load: (url: string) => done.push(url),
      ...timing.globals,
    });
    timing.paint('first-contentful-paint');
    timing.frame();
    expect(done).toEqual([]);
    timing.parse();
    expect(done).toEqual([]);
    timing.frame();
    expect(done).toEqual(['/assets/enhance-1.js']);
  });

  it('cannot end the inline script it is written in', () => {
    expect(moduleAfterFirstPaint('/assets/</script><script>alert(1)//.js')).not.toMatch(/<\/script/i);
  });
});
