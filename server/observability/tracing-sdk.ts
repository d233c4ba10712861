import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import type { TraceSampler, Tracing } from './trace-settings';

/** Loaded only when tracing is on (./tracing.ts): without an endpoint, none of the SDK is imported. */
export function startTracingSdk({
  endpoint,
  sampler,
  ratio,
}: {
  endpoint: string;
  sampler: TraceSampler;
  ratio: number;
}): Tracing {
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read by the SDK's detector, win over the product's name.
    resource: defaultResource()
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'mortgage-bank-web' }))
      .merge(detectResources({ detectors: [envDetector] })),
    sampler: samplerOf(sampler, ratio),
    // The exporter reads OTEL_EXPORTER_OTLP_HEADERS (and the time-out, compression, certificates) itself.
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` })),
    ],
  });
  // Registers the provider, an AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  return {
    forceFlush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

function samplerOf(name: TraceSampler, ratio: number): Sampler {
  const parentBased = (root: Sampler) => new ParentBasedSampler({ root });
  const samplers: Record<TraceSampler, () => Sampler> = {
    parentbased_always_on: () => parentBased(new AlwaysOnSampler()),
    parentbased_traceidratio: () => parentBased(new TraceIdRatioBasedSampler(ratio)),
    parentbased_always_off: () => parentBased(new AlwaysOffSampler()),
    always_on: () => new AlwaysOnSampler(),
    traceidratio: () => new TraceIdRatioBasedSampler(ratio),
    always_off: () => new AlwaysOffSampler(),
  };
  return samplers[name]();
}
