import { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form, relative to /api/v1: `/customers/self/resendEmail/{customerId}`. */
  path: string;
  summary: string;
  tag: string;
  request?: {
    contentType: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
    schema: z.ZodType;
  };
  responses: Record<number, { description: string; contentType?: string; schema?: z.ZodType }>;
}

const ErrorResponseSchema = z.object({
  status: z.literal('error'),
  error: z.object({ name: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

function toJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Builds the OpenAPI 3.1 document from the operations each resource declares beside its handlers. */
export function buildOpenApiDocument({ operations, serverUrl }: { operations: ApiOperation[]; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { [response.contentType ?? 'application/json']: { schema: toJsonSchema(response.schema) } } }
            : {}),
        },
      ]),
    );
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      summary: operation.summary,
      tags: [operation.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(operation.request
        ? {
            requestBody: {
              required: true,
              content: { [operation.request.contentType]: { schema: toJsonSchema(operation.request.schema) } },
            },
          }
        : {}),
      responses: {
        ...responses,
        default: {
          description: 'Error',
          content: { 'application/json': { schema: toJsonSchema(ErrorResponseSchema) } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mortgage bank public API',
      version: '1.0.0',
      description: 'The JSON and multipart API behind the public website and account opening.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
  };
}
