/**
 * A browser's PerformanceObserver for tests of scripts run in a fake browser: `paint(name)`
 * reports a paint entry of that name to every observer of paints that is still connected.
 */
export function fakePaintObserver(reportsPaints = true) {
  const observers = new Set<{ callback: (list: unknown, observer: unknown) => void; observer: unknown }>();
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
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const { callback, observer } of [...observers]) callback(list, observer);
  };
  return { PerformanceObserver, paint };
}
