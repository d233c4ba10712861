import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Metrics, OutsideSystem } from './metrics';
import { tracer } from './tracing';

/**
 * The port with each of its methods observed: timed (duration, and whether it threw: an outside
 * system down, slow past its time-out, or refusing) and traced as a client span, named by system and
 * operation, never by what was sent. Wrapping the ports where the services are composed covers every
 * adapter, local and real, without touching them.
 */
export function observeCalls<Port extends object>(port: Port, system: OutsideSystem, metrics: Metrics): Port {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) =>
        // The span is current during the call, so that the HTTP adapters pass it on in traceparent.
        tracer.startActiveSpan(
          `${system} ${property}`,
          { kind: SpanKind.CLIENT, attributes: { 'bank.outside.system': system, 'bank.outside.operation': property } },
          (span) => {
            const endTimer = metrics.outsideCalls.startTimer({ system, operation: property });
            const result: unknown = value.apply(target, args);
            // Synchronous members (the local core's switch) are not calls to anything outside: neither
            // timed nor ended, their span is never exported.
            if (!(result instanceof Promise)) return result;
            return result.then(
              (answer) => {
                endTimer({ outcome: 'ok' });
                span.end();
                return answer;
              },
              (error: unknown) => {
                endTimer({ outcome: 'error' });
                // The error's name only: a message may quote what was sent (a phone number, a BVN).
                span.setStatus({ code: SpanStatusCode.ERROR });
                span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
                span.end();
                throw error;
              },
            );
          },
        );
    },
  });
}
