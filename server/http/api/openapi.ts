import type { Context, Env } from 'hono';
import { z } from 'zod';
import type { AppError } from '../../errors/app-error';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type RequestContentType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

/** A request as the handler receives it: the fields the schema parsed, a multipart form's files, the path's parameters. */
export interface ParsedRequest<Input> {
  input: Input;
  files: Record<string, File>;
  params: Record<string, string>;
}

/**
 * One operation of the API: the route that serves it and the entry of the OpenAPI document. The
 * request schema is the very schema that parses the body before `handle` runs (`mountOperations`).
 */
export interface ApiOperation<E extends Env = Env, Schema extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** OpenAPI form, relative to /api/v1: `/customers/self/resendEmail/{customerId}`. */
  path: string;
  summary: string;
  tag: string;
  request?: {
    /** Several when the operation takes either: the first is read unless the request is of another. */
    contentTypes: readonly RequestContentType[];
    /** The body's fields (a multipart form's text fields); a refusal is the 422 ValidationError. */
    schema: Schema;
    /** A multipart form's files by name, with their rules: the upload code checks them, not the schema. */
    files?: Record<string, string>;
    /** The ValidationError of a refused body, where the specification words it otherwise than by its first field. */
    refusal?: (fields: Record<string, string>) => AppError;
  };
  responses: Record<number, { description: string; contentType?: string; schema?: z.ZodType }>;
  handle(c: Context<E>, request: ParsedRequest<z.output<Schema>>): Response | Promise<Response>;
  /**
   * How a form posted by a browser without JavaScript is answered when anything refuses it (a body
   * that cannot be read, a field, the use case): the page again, with its notice. Without it, such a
   * post gets the API's JSON error like any other.
   */
  answerRefusedFormPost?(c: Context<E>, error: unknown): Response;
}

/** Declares operations served with the variables `E` (a signed-in customer), inferring each handler's input. */
export function operationsOf<E extends Env>() {
  return <Schema extends z.ZodType = z.ZodType>(definition: ApiOperation<E, Schema>) =>
    definition as unknown as ApiOperation<E>;
}

export const operation = operationsOf<Env>();

/**
 * A field the use case reads as it comes: any JSON value is taken here, and one it cannot use is
 * answered as the use case says (an unknown reference, say, is its 410, whatever its type).
 */
export const readByUseCase = (description: string) => z.unknown().optional().describe(description);

const ErrorResponseSchema = z.object({
  status: z.literal('error'),
  error: z.object({ name: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

function toJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** The request schema as the document shows it: the parsed fields, and a multipart form's files beside them. */
export function documentedRequestSchema(request: NonNullable<ApiOperation['request']>) {
  const schema = toJsonSchema(request.schema);
  if (!request.files) return schema;
  const files = Object.fromEntries(
    Object.entries(request.files).map(([name, description]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  return { ...schema, properties: { ...(schema.properties as object), ...files } };
}

/** Builds the OpenAPI 3.1 document from the operations each resource declares and serves. */
export function buildOpenApiDocument({ operations, serverUrl }: { operations: ApiOperation[]; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const { request } = operation;
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
      ...(request
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                request.contentTypes.map((type) => [type, { schema: documentedRequestSchema(request) }]),
              ),
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
