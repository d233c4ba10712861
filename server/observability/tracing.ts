import { trace } from '@opentelemetry/api';
import type { Config } from '../config';
import type { Tracing } from './trace-settings';

/**
 * Until startTracing registers the SDK, this is the OpenTelemetry API's no-op tracer: its spans
 * record nothing and nothing leaves the process.
 */
export const tracer = trace.getTracer('mortgage-bank-web');

/** Starts the SDK and its OTLP exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it, loads nothing. */
export async function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_TRACES_SAMPLER' | 'OTEL_TRACES_SAMPLER_ARG'>,
): Promise<Tracing | undefined> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startTracingSdk } = await import('./tracing-sdk');
  return startTracingSdk({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampler: config.OTEL_TRACES_SAMPLER,
    ratio: config.OTEL_TRACES_SAMPLER_ARG,
  });
}
