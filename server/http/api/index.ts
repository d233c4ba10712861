import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Services } from '../../services';
import { AppError } from '../../errors/app-error';
import { formTooLarge, MAX_FORM_BYTES } from '../request-body';
import { answerOf, apiErrorBody } from './api-error';
import { buildOpenApiDocument, type ApiOperation } from './openapi';

/** A resource of the API: its routes (each operation mounted on them, with its middleware) and its operations. */
export interface ApiResource {
  routes: Hono;
  operations: ApiOperation[];
}

export type ApiResourceFactory = (services: Services) => ApiResource;

export function createApi(services: Services, resources: ApiResourceFactory[]): Hono {
  const api = new Hono();
  api.use(
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: () => {
        throw formTooLarge();
      },
    }),
  );

  const built = resources.map((factory) => factory(services));
  const operations = built.flatMap((resource) => resource.operations);
  // Built at its first request: turning every schema into JSON Schema costs start-up 200 ms.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get('/openapi.json', (c) =>
    c.json((document ??= buildOpenApiDocument({ operations, serverUrl: services.config.PUBLIC_URL }))),
  );
  for (const resource of built) api.route('/', resource.routes);

  api.all('*', (c) => c.json(apiErrorBody({ name: 'NotFound', message: 'No such API endpoint.' }), 404));
  api.onError((error, c) => {
    if (error instanceof AppError) {
      const answer = answerOf(error);
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      return c.json(apiErrorBody(answer), answer.status);
    }
    services.logger.error({ err: error, path: c.req.path }, 'API request failed');
    return c.json(apiErrorBody({ name: 'InternalError', message: 'Unable to save your details at this time.' }), 500);
  });
  return api;
}
