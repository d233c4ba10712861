import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

// One store per process: in development the server (tsx) and the app (Vite) each load this module.
const shared = globalThis as typeof globalThis & { __bankRequestIds?: AsyncLocalStorage<string> };
const requestIds = (shared.__bankRequestIds ??= new AsyncLocalStorage<string>());

/** The id a trusted proxy gave the request when it is a sane token, else a new one. */
export function requestIdFrom(
  header: string | undefined,
  { isFromTrustedProxy }: { isFromTrustedProxy: boolean },
): string {
  return isFromTrustedProxy && header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `work` with `requestId` as the current request's id, through every await beneath it. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestIds.run(requestId, work);
}

/** The id of the request being served, or undefined outside one (start-up, jobs). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * `fetch` for the HTTP adapters: the request's id, so that the outside system's logs can be matched
 * to ours, and the current span in W3C traceparent when tracing is on.
 */
export const fetchWithRequestContext: typeof fetch = (input, init) => {
  const requestId = currentRequestId();
  const span = trace.getActiveSpan();
  if (!requestId && !span) return fetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (requestId) headers.set('X-Request-Id', requestId);
  propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
  return fetch(input, { ...init, headers });
};
