// Shared by the configuration, the tracing switch and the SDK, which would otherwise import each other.

/** The standard names of OTEL_TRACES_SAMPLER that the product understands. */
export const TRACE_SAMPLERS = [
  'parentbased_always_on',
  'parentbased_traceidratio',
  'parentbased_always_off',
  'always_on',
  'traceidratio',
  'always_off',
] as const;
export type TraceSampler = (typeof TRACE_SAMPLERS)[number];

export interface Tracing {
  /** Sends the spans ended so far (tests; shutdown does it too). */
  forceFlush(): Promise<void>;
  /** Sends what is left, then puts the no-op tracer back. */
  shutdown(): Promise<void>;
}
