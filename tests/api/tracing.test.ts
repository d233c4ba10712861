import { INVALID_TRACEID, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '../../server/observability/tracing';
import type { Tracing } from '../../server/observability/trace-settings';
import { jsonRequest, newClientAddress } from '../support/fake-bvn-holder';
import { readBody, sendJson, startFakeHttpServer, type FakeHttpServer } from '../support/fake-http-server';
import { createTestApp } from '../support/test-services';

// Adaeze, the sandbox's first person, and the phone her codes go to.
const BVN = '22222222222';
const PHONE = '2348031234567';
// OTLP's numbering of span kinds (the API's enum starts one lower).
const SERVER = 2;
const CLIENT = 3;

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface TraceExport {
  resourceSpans: { resource: { attributes: ExportedSpan['attributes'] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

/** An OTLP/HTTP receiver: keeps each JSON export sent to /v1/traces. */
let receiver: FakeHttpServer;
const exports: TraceExport[] = [];
/** A stand-in for Termii that keeps the traceparent of each SMS sent. */
let termii: FakeHttpServer;
const traceparents: (string | undefined)[] = [];
const termiiEnv = () => ({
  TRUST_PROXY: 'true',
  SMS_PROVIDER: 'termii',
  TERMII_BASE_URL: termii.url,
  TERMII_API_KEY: 'termii-key',
  TERMII_SENDER_ID: 'Bank',
});

beforeAll(async () => {
  receiver = await startFakeHttpServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') return sendJson(response, 404, {});
    expect(request.headers['content-type']).toBe('application/json');
    exports.push(JSON.parse((await readBody(request)).toString('utf8')) as TraceExport);
    return sendJson(response, 200, {});
  });
  termii = await startFakeHttpServer((request, response) => {
    traceparents.push(request.headers.traceparent as string | undefined);
    sendJson(response, 200, { message_id: `m${traceparents.length}` });
  });
});
afterAll(async () => {
  await receiver.close();
  await termii.close();
});

const spansExported = () =>
  exports.flatMap((batch) =>
    batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );
const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value && Object.values(value)[0];
};

const consentStart = (headers: Record<string, string> = {}) =>
  jsonRequest(
    'POST',
    { bvnNo: BVN, lobbyUrlId: 0, appId: 'web', returnTo: '/bvnvalidation' },
    newClientAddress(),
    headers,
  );

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  // The first app of a test file migrates the database template.
  beforeAll(async () => {
    context = await createTestApp(termiiEnv());
  }, 120_000);
  afterAll(() => context.services.close());

  it('starts no SDK, keeps the no-op tracer and exports nothing', async () => {
    expect(await startTracing(context.services.config)).toBeUndefined();
    expect((await context.app.request('/api/v1/agmortgvalidation/bvnAppLink', consentStart())).status).toBe(200);
    const span = trace.getTracer('test').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe(INVALID_TRACEID);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(exports).toEqual([]);
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let tracing: Tracing | undefined;
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    context = await createTestApp({ ...termiiEnv(), OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/` });
    tracing = await startTracing(context.services.config);
  }, 120_000);
  afterAll(async () => {
    await context.services.close();
    await tracing?.shutdown();
  });

  it('exports a server span per request with database and outside-call spans beneath it, and no personal data', async () => {
    expect(tracing).toBeDefined();
    const started = await context.app.request(
      '/api/v1/agmortgvalidation/bvnAppLink',
      consentStart({ 'X-Request-Id': 'trace-test-start' }),
    );
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const sessionToken = url.split('/').at(-1)!;
    // The consent page looks the BVN up and texts the code: two outside calls, under a trace the proxy began.
    const proxyTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const page = await context.app.request(url, {
      headers: { 'X-Forwarded-For': newClientAddress(), traceparent: `00-${proxyTraceId}-00f067aa0ba902b7-01` },
    });
    expect(page.status).toBe(200);
    await tracing!.forceFlush();
    const spans = spansExported();

    const start = spans.find((span) => span.name === 'POST /api/v1/agmortgvalidation/bvnAppLink')!;
    expect(start.kind).toBe(SERVER);
    expect(attribute(start, 'http.route')).toBe('/api/v1/agmortgvalidation/bvnAppLink');
    expect(attribute(start, 'http.request.method')).toBe('POST');
    expect(attribute(start, 'http.response.status_code')).toBe(200);
    expect(attribute(start, 'request.id')).toBe('trace-test-start');
    expect(started.headers.get('x-request-id')).toBe('trace-test-start');
    const startQueries = spans.filter(
      (span) => span.parentSpanId === start.spanId && attribute(span, 'db.system.name') === 'postgresql',
    );
    expect(startQueries.map((span) => span.name)).toContain('INSERT');

    const view = spans.find((span) => span.traceId === proxyTraceId && span.kind === SERVER)!;
    expect(view.name).toMatch(/^GET \/sandbox\/identity\/consent\/:\w+$/);
    expect(view.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(view, 'request.id')).toBe(page.headers.get('x-request-id'));
    const lookup = spans.find((span) => span.name === 'identity lookupBvn')!;
    const sms = spans.find((span) => span.name === 'sms send')!;
    for (const call of [lookup, sms]) {
      expect(call.kind).toBe(CLIENT);
      expect(call.parentSpanId).toBe(view.spanId);
    }
    // Termii was told the SMS call's span: its own trace would continue ours.
    expect(traceparents).toEqual([`00-${proxyTraceId}-${sms.spanId}-01`]);

    // Queries outside a request (the job queue's polling) make no traces of their own.
    const queries = spans.filter((span) => attribute(span, 'db.system.name') === 'postgresql');
    expect(queries.every((span) => span.parentSpanId)).toBe(true);
    const everything = JSON.stringify(spans.map(({ name, attributes }) => ({ name, attributes })));
    for (const secret of [BVN, PHONE, sessionToken]) expect(everything).not.toContain(secret);
    expect(exports[0]!.resourceSpans[0]!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'mortgage-bank-web' },
    });
  });
});
