import type { Context, Env, Hono } from 'hono';
import { parseOrRefuse } from '../../errors/refusals';
import { isFormPost, isFormRequest, readFormBody, readJsonBody, splitForm } from '../request-body';
import type { ApiOperation, ParsedRequest } from './openapi';

/**
 * Reads the body the way the operation documents it and parses it with the documented schema: JSON
 * (`readJsonBody`'s 415 and 400) or a form (`readFormBody`'s, its files left to the upload code),
 * then the schema's 422 ValidationError with each failing field's first message.
 */
async function parseRequest<E extends Env>(
  c: Context<E>,
  request: ApiOperation<E>['request'],
): Promise<ParsedRequest<unknown>> {
  const params = c.req.param() as Record<string, string>;
  if (!request) return { input: undefined, files: {}, params };
  const takesForm = request.contentTypes.some((type) => type !== 'application/json');
  const asForm = takesForm && (request.contentTypes[0] !== 'application/json' || isFormRequest(c.req.raw));
  const { fields, files } = asForm
    ? splitForm(await readFormBody(c.req.raw))
    : { fields: await readJsonBody(c.req.raw), files: {} };
  return { input: parseOrRefuse(request.schema, fields, request.refusal), files, params };
}

/** The operation's answer; a form posted without JavaScript gets the operation's page answer to any refusal. */
async function serve<E extends Env>(c: Context<E>, operation: ApiOperation<E>): Promise<Response> {
  const { answerRefusedFormPost } = operation;
  if (!answerRefusedFormPost || !isFormPost(c.req.raw))
    return operation.handle(c, await parseRequest(c, operation.request));
  try {
    return await operation.handle(c, await parseRequest(c, operation.request));
  } catch (error) {
    return answerRefusedFormPost(c, error);
  }
}

/**
 * Serves each operation on `app`, whose paths begin with `base` (a sub-application's mount point):
 * the handler runs with the body its schema parsed, the same schema the OpenAPI document shows.
 */
export function mountOperations<E extends Env>(app: Hono<E>, operations: ApiOperation<E>[], base = ''): void {
  for (const operation of operations) {
    const path = operation.path.slice(base.length).replace(/\{(\w+)\}/g, ':$1') || '/';
    app.on(operation.method.toUpperCase(), path, (c) => serve(c, operation));
  }
}
