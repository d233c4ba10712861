import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracer } from './tracing';

type Statement = string | { text: string };
type QueryMethod = (statement: Statement, ...rest: unknown[]) => unknown;

/**
 * Gives each call of the named methods (a driver's query and exec) a span, beneath the span of the
 * request or outside call that runs it. The statement's text is recorded, never its parameters: the
 * product's SQL takes values as parameters ($1), so the text holds no customer's data.
 * Queries outside any span (the job queue's polling, start-up) are not traced, and with tracing off
 * nothing is ever active: the call goes straight through.
 * Callback calls pass through too: node-postgres's pool makes them, inside a pool.query traced here.
 */
export function traceStatements<Driver extends object>(
  driver: Driver,
  methods: readonly (keyof Driver & string)[],
): Driver {
  const methodsOf = driver as unknown as Record<string, QueryMethod>;
  for (const method of methods) {
    const run = methodsOf[method]!;
    methodsOf[method] = (...args) => {
      if (typeof args.at(-1) === 'function' || !trace.getSpan(context.active())) return run.apply(driver, args);
      return inStatementSpan(typeof args[0] === 'string' ? args[0] : args[0].text, () => run.apply(driver, args));
    };
  }
  return driver;
}

function inStatementSpan(text: string, run: () => unknown) {
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return tracer.startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
