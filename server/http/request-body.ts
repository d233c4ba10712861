import { messages } from '../../domain/messages';
import { AppError, AppErrorCode } from '../errors/app-error';

const texts = messages.errors.request;

// C0 control characters other than tab, line feed and carriage return: no form field needs them,
// and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The largest form the site reads, by a page's action or the API: a mortgage application's three
 * documents of 5 MB each and its fields. Each form's own limits are checked after reading.
 */
export const MAX_FORM_BYTES = 16 * 1024 * 1024;

/** A body that cannot be read: a BadRequest, an UnsupportedMediaType or a PayloadTooLarge. */
export class UnreadableRequestError extends AppError {}

function unreadable(
  code: typeof AppErrorCode.BadRequest | typeof AppErrorCode.UnsupportedMediaType | typeof AppErrorCode.PayloadTooLarge,
  message: string,
) {
  return new UnreadableRequestError(code, message);
}

/** The refusal of a body over `MAX_FORM_BYTES`, for the API's limit and the form reader alike. */
export const formTooLarge = () =>
  unreadable(AppErrorCode.PayloadTooLarge, texts.tooLarge(MAX_FORM_BYTES / 1024 / 1024));

/**
 * The body as it arrives, cut at `MAX_FORM_BYTES`: a larger declared length is refused before
 * reading, and a body sent without one (chunked) stops being read as soon as it passes the limit,
 * so that nobody can make the server hold more than that for one request. `isTooLarge` says which.
 */
function boundedBody(request: Request) {
  if (Number(request.headers.get('content-length')) > MAX_FORM_BYTES) throw formTooLarge();
  let size = 0;
  let isTooLarge = false;
  const stream = request.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= MAX_FORM_BYTES) return controller.enqueue(chunk);
        isTooLarge = true;
        controller.error(formTooLarge());
      },
    }),
  );
  return { stream, isTooLarge: () => isTooLarge };
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

function hasBody(request: Request): boolean {
  if (!request.body) return false;
  const length = request.headers.get('content-length');
  return length === null || Number(length) > 0;
}

function assertAllowedText(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (FORBIDDEN_CHARACTERS.test(value)) throw unreadable(AppErrorCode.BadRequest, texts.forbiddenCharacters);
  } else if (value && typeof value === 'object' && depth < 20) {
    for (const [key, item] of Object.entries(value)) {
      assertAllowedText(key, depth + 1);
      assertAllowedText(item, depth + 1);
    }
  }
}

function isJsonRequest(request: Request): boolean {
  const type = mediaType(request);
  return type === 'application/json' || type.endsWith('+json');
}

export function isFormRequest(request: Request): boolean {
  const type = mediaType(request);
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/**
 * A form a browser posted without JavaScript: a form's content type, or a page's `Accept` on a body
 * that is not JSON (a browser's post whose body cannot be read is still the browser's).
 */
export function isFormPost(request: Request): boolean {
  if (isFormRequest(request)) return true;
  return !isJsonRequest(request) && (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * The one way an API handler reads a JSON body: `application/json` only (415 otherwise, so that a
 * cross-site form cannot post it), a JSON object (400 otherwise), no control characters. An empty
 * body is an empty object (PATCH calls of the specification send none).
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  if (!hasBody(request)) return {};
  if (!isJsonRequest(request)) throw unreadable(AppErrorCode.UnsupportedMediaType, texts.jsonOnly);
  let body: unknown;
  try {
    const text = await request.text();
    if (!text.trim()) return {};
    body = JSON.parse(text);
  } catch {
    throw unreadable(AppErrorCode.BadRequest, texts.notJson);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw unreadable(AppErrorCode.BadRequest, texts.notJson);
  assertAllowedText(body);
  return body as Record<string, unknown>;
}

/**
 * The one way a form is read, by API handlers and page actions alike: multipart or URL-encoded
 * only (415), a body cut short or malformed is a 400 with a message the customer can act on, and
 * text fields carry no control characters.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) throw unreadable(AppErrorCode.UnsupportedMediaType, texts.formOnly);
  if (!request.body) return new FormData();
  const body = boundedBody(request);
  let form: FormData;
  try {
    form = await new Response(body.stream, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    throw body.isTooLarge() ? formTooLarge() : unreadable(AppErrorCode.BadRequest, texts.incomplete);
  }
  for (const [name, value] of form.entries()) {
    assertAllowedText(name);
    if (typeof value === 'string') assertAllowedText(value);
  }
  return form;
}

/** A form's text fields and its files, apart. */
export function splitForm(form: FormData): { fields: Record<string, string>; files: Record<string, File> } {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = value;
  }
  return { fields, files };
}
