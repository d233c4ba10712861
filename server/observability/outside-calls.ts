import type { Metrics, OutsideSystem } from './metrics';

/**
 * The port with each of its methods timed: duration, and whether it threw (an outside system down,
 * slow past its time-out, or refusing). Wrapping the ports where the services are composed covers
 * every adapter, local and real, without touching them.
 */
export function withCallMetrics<Port extends object>(port: Port, system: OutsideSystem, metrics: Metrics): Port {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const endTimer = metrics.outsideCalls.startTimer({ system, operation: property });
        const result: unknown = value.apply(target, args);
        // Synchronous members (the local core's switch) are not calls to anything outside.
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer) => {
            endTimer({ outcome: 'ok' });
            return answer;
          },
          (error: unknown) => {
            endTimer({ outcome: 'error' });
            throw error;
          },
        );
      };
    },
  });
}
