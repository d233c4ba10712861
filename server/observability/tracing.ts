import { trace } from '@opentelemetry/api';
import type { Config } from '../config';

/** The standard names of OTEL_TRACES_SAMPLER that the product understands. */
export const TRACE_SAMPLERS = ['parentbased_always_on', 'parentbased_traceidratio', 'parentbased_always_off', 'always_on', 'traceidratio', 'always_off'] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

/**
 * Until startTracing registers the SDK, this is the OpenTelemetry API's no-op tracer: its spans
 * record nothing and nothing leaves the process.
 */
export const tracer = trace.getTracer('mortgage-bank-web');

export interface Tracing {
  /** Sends the spans ended so far (tests; shutdown does it too). */
  forceFlush(): Promise<void>;
  /** Sends what is left, then puts the no-op tracer back. */
  shutdown(): Promise<void>;
}

/** Starts the SDK and its OTLP exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it, loads nothing. */
export async function startTracing(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_TRACES_SAMPLER' | 'OTEL_TRACES_SAMPLER_ARG'>): Promise<Tracing | undefined> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startTracingSdk } = await import('./tracing-sdk');
  return startTracingSdk({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, sampler: config.OTEL_TRACES_SAMPLER, ratio: config.OTEL_TRACES_SAMPLER_ARG });
}
