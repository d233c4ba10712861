import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors/app-error';
import { answerOf, apiErrorBody } from '../../server/http/api/api-error';
import { mountOperations } from '../../server/http/api/mount-operations';
import { documentedRequestSchema, type ApiOperation } from '../../server/http/api/openapi';
import { apiResources } from '../../server/http/api/resources';
import { createTestApp } from '../support/test-services';

/*
 * Issue 29.4: the request schema the OpenAPI document shows is the one that parses the request.
 * For every operation with a body: the document's schema is its descriptor's, and a body that breaks
 * the documented schema is refused by the route with the 422 ValidationError naming the field.
 */

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
type DocumentedOperation = { requestBody?: { content: Record<string, { schema: JsonSchema }> } };

let context: Awaited<ReturnType<typeof createTestApp>>;
let operations: ApiOperation[];

beforeAll(async () => {
  context = await createTestApp();
  operations = apiResources.flatMap((factory) => factory(context.services).operations);
}, 180_000);
afterAll(() => context.services.close());

async function documentedOperations() {
  const document = (await (await context.app.request('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, documented]) => ({ path, method, documented })),
  );
}

/**
 * A documented field (not a file: the upload code checks those) and a value its schema refuses in
 * this content type, or undefined when the schema refuses no value of any field.
 */
function brokenField(schema: JsonSchema, contentType: string, files: string[]): [string, unknown] | undefined {
  const properties = { ...(schema.oneOf ?? schema.anyOf)?.[0]?.properties, ...schema.properties };
  for (const [field, rule] of Object.entries(properties)) {
    if (files.includes(field)) continue;
    if ('const' in rule || rule.enum) return [field, 'not-one-of-the-choices'];
    // A form's text fields are strings whatever their rule: only a choice can be broken there.
    if (contentType === 'application/json' && (rule.type || rule.anyOf)) return [field, { not: 'this type' }];
  }
  return undefined;
}

function requestWith(contentType: string, [field, value]: [string, unknown]): RequestInit {
  if (contentType === 'application/json')
    return { body: JSON.stringify({ [field]: value }), headers: { 'content-type': contentType } };
  const form = new FormData();
  form.set(field, String(value));
  return { body: form };
}

/** The operation served alone, its refusals answered as the API answers them. */
function servedAlone(operation: ApiOperation) {
  const app = new Hono();
  mountOperations(app, [operation]);
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json(apiErrorBody(answerOf(error)), answerOf(error).status)
      : c.json({ unexpected: String(error) }, 500),
  );
  return app;
}

describe('the OpenAPI document and the routes', () => {
  it('shows, for every operation with a body, the schema its route parses with, and the route refuses what it refuses', async () => {
    const documented = await documentedOperations();
    const withBody = documented.filter(({ documented }) => documented.requestBody);
    expect(withBody.length).toBeGreaterThan(25);
    let refusalsChecked = 0;
    for (const { path, method, documented: entry } of withBody) {
      const operation = operations.find((candidate) => candidate.path === path && candidate.method === method);
      expect(operation?.request, `${method} ${path}`).toBeDefined();
      for (const [contentType, { schema }] of Object.entries(entry.requestBody!.content)) {
        expect(schema, `${method} ${path} (${contentType})`).toEqual(documentedRequestSchema(operation!.request!));
        const broken = brokenField(schema, contentType, Object.keys(operation!.request!.files ?? {}));
        if (!broken) continue;
        const path_ = path.replace(/\{\w+\}/g, 'some-id');
        const response = await servedAlone(operation!).request(path_, {
          method: method.toUpperCase(),
          ...requestWith(contentType, broken),
        });
        const answer = (await response.json()) as { error?: { name: string; fields?: Record<string, string> } };
        expect(response.status, `${method} ${path} (${contentType}) with ${broken[0]} broken`).toBe(422);
        expect(answer.error?.name).toBe('ValidationError');
        expect(Object.keys(answer.error?.fields ?? {}), `${method} ${path}`).toContain(broken[0]);
        refusalsChecked += 1;
      }
    }
    expect(refusalsChecked).toBeGreaterThan(15);
  }, 120_000);
});
