/**
 * What a script run in a fake browser sees of the page's timing: paint entries, the parser's
 * progress, animation frames and timers. The test drives them: `parse()` ends the parsing,
 * `paint(name)` reports a paint entry to the observers of paints, `frame()` runs the frame
 * callbacks asked for, then the timers due at once, and `wait(ms)` runs the timers due by then.
 */
export function fakePageTiming({ reportsPaints = true, parsed = true } = {}) {
  const observers = new Set<{ callback: (list: unknown, observer: unknown) => void; observer: unknown }>();
  const parsedListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') observers.add({ callback: this.callback as never, observer: this });
    }
    disconnect() {
      for (const entry of observers) if (entry.observer === this) observers.delete(entry);
    }
  }
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(listener);
    },
  };
  const wait = (ms: number) => {
    for (
      let due = timers.findIndex((timer) => timer.ms <= ms);
      due !== -1;
      due = timers.findIndex((timer) => timer.ms <= ms)
    )
      timers.splice(due, 1)[0]!.callback();
  };
  return {
    document,
    globals: {
      PerformanceObserver,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms = 0) => timers.push({ ms, callback }),
    },
    parse() {
      document.readyState = 'interactive';
      for (const listener of parsedListeners.splice(0)) listener();
    },
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const { callback, observer } of [...observers]) callback(list, observer);
    },
    frame() {
      for (const callback of frames.splice(0)) callback();
      wait(0);
    },
    wait,
  };
}
