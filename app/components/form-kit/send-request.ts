export interface RequestOutcome {
  status: number;
  /** The parsed JSON body, or undefined when there was none (or no answer at all: status 0). */
  body: unknown;
}

interface RequestOptions {
  method: 'POST' | 'PATCH';
  url: string;
  body?: FormData | string;
  headers?: Record<string, string>;
  onUploadProgress?: (loadedBytes: number, totalBytes: number) => void;
}

/**
 * Sends a request with XMLHttpRequest, which (unlike fetch) reports upload progress, and answers
 * with the response's text. Never rejects: a network failure is status 0 with no text, for the
 * caller to word.
 */
export function sendForText({
  method,
  url,
  body,
  headers = {},
  onUploadProgress,
}: RequestOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      });
    }
    request.addEventListener('load', () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener('error', () => resolve({ status: 0, text: '' }));
    request.addEventListener('timeout', () => resolve({ status: 0, text: '' }));
    request.send(body ?? null);
  });
}

/** `sendForText` for a JSON answer. */
export async function sendRequest({ headers, ...options }: RequestOptions): Promise<RequestOutcome> {
  const { status, text } = await sendForText({ ...options, headers: { Accept: 'application/json', ...headers } });
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status, body: parsed };
}

/** JSON requests of the customer API (credentials sent, as specification 6 says). */
export function sendJson(method: 'POST' | 'PATCH', url: string, payload?: unknown): Promise<RequestOutcome> {
  return sendRequest({
    method,
    url,
    body: payload === undefined ? undefined : JSON.stringify(payload),
    headers: payload === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}
