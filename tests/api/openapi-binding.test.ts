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
 * For every operation with a body: the document's schema is its descriptor's, and each documented
 * field, broken alone against its documented rule (its choices, pattern, length, bounds or JSON type),
 * is refused by the route with the 422 ValidationError naming that field: a route that parsed with
 * another schema than the one shown (looser, or none) fails here.
 */

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
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

/** Each body a schema documents: one per choice of a union, the parts of an intersection merged. */
function variants(schema: JsonSchema): { properties: Record<string, JsonSchema>; isChoice: boolean }[] {
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return choices.flatMap((choice) => variants(choice).map((variant) => ({ ...variant, isChoice: true })));
  if (schema.allOf) {
    const [first, ...rest] = schema.allOf.map(variants);
    return first.map((variant) => ({
      isChoice: variant.isChoice,
      properties: Object.assign({}, variant.properties, ...rest.map(([other]) => other.properties)),
    }));
  }
  return [{ properties: schema.properties ?? {}, isChoice: false }];
}

/** A union's discriminator in one of its choices: one value (`1`, or its digits `'1'`). */
const isDiscriminator = (rule: JsonSchema) => 'const' in rule || new Set(rule.enum?.map(String)).size === 1;

/** A value the documented rule refuses in this content type, or undefined when it refuses none the test can make. */
function valueBreaking(rule: JsonSchema, isJson: boolean): unknown {
  if ('const' in rule || rule.enum) return 'not-one-of-the-choices';
  if (rule.pattern && !new RegExp(rule.pattern).test('~')) return '~';
  if (rule.minLength && rule.minLength > 1) return 'x';
  if (rule.maximum !== undefined) return isJson ? rule.maximum + 1 : String(rule.maximum + 1);
  if (rule.maxLength !== undefined) return 'x'.repeat(rule.maxLength + 1);
  // A form's text fields are strings whatever their rule: only a JSON body can carry another type.
  if (isJson && (rule.type || rule.anyOf)) return { not: 'this type' };
  return undefined;
}

/**
 * Bodies that each break one documented field (not a file: the upload code checks those), a union's
 * choice named by its discriminator, with the field they break.
 */
function brokenBodies(schema: JsonSchema, contentType: string, files: string[]) {
  const isJson = contentType === 'application/json';
  return variants(schema).flatMap(({ properties, isChoice }) => {
    const chosen = isChoice
      ? Object.fromEntries(
          Object.entries(properties)
            .filter(([, rule]) => isDiscriminator(rule))
            .map(([field, rule]) => [field, 'const' in rule ? rule.const : rule.enum![0]]),
        )
      : {};
    return Object.entries(properties).flatMap(([field, rule]) => {
      if (files.includes(field) || field in chosen) return [];
      const value = valueBreaking(rule, isJson);
      return value === undefined ? [] : [{ field, body: { ...chosen, [field]: value } }];
    });
  });
}

function requestWith(contentType: string, body: Record<string, unknown>): RequestInit {
  if (contentType === 'application/json')
    return { body: JSON.stringify(body), headers: { 'content-type': contentType } };
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.set(field, String(value));
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
    const notRefused: string[] = [];
    for (const { path, method, documented: entry } of withBody) {
      const operation = operations.find((candidate) => candidate.path === path && candidate.method === method);
      expect(operation?.request, `${method} ${path}`).toBeDefined();
      for (const [contentType, { schema }] of Object.entries(entry.requestBody!.content)) {
        expect(schema, `${method} ${path} (${contentType})`).toEqual(documentedRequestSchema(operation!.request!));
        // A form posted without JavaScript gets the page's answer, not the error (its JSON body is checked).
        if (operation!.answerRefusedFormPost && contentType !== 'application/json') continue;
        const path_ = path.replace(/\{\w+\}/g, 'some-id');
        for (const { field, body } of brokenBodies(schema, contentType, Object.keys(operation!.request!.files ?? {}))) {
          const response = await servedAlone(operation!).request(path_, {
            method: method.toUpperCase(),
            ...requestWith(contentType, body),
          });
          const answer = (await response.json()) as { error?: { name: string; fields?: Record<string, string> } };
          const refusedFields = Object.keys(answer.error?.fields ?? {});
          if (response.status !== 422 || answer.error?.name !== 'ValidationError' || !refusedFields.includes(field))
            notRefused.push(
              `${method} ${path} (${contentType}) ${JSON.stringify(body)}: ${response.status} ${refusedFields}`,
            );
          refusalsChecked += 1;
        }
      }
    }
    expect(notRefused).toEqual([]);
    expect(refusalsChecked).toBeGreaterThan(100);
  }, 120_000);
});
