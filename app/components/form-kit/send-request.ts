export interface RequestOutcome {
  status: number;
  /** The parsed JSON body, or undefined when there was none (or no answer at all: status 0). */
  body: unknown;
}

/**
 * Sends a request with XMLHttpRequest, which (unlike fetch) reports upload progress. Never
 * rejects: a network failure is status 0 with no body, for the caller to word.
 */
export function sendRequest({
  method,
  url,
  body,
  headers = {},
  onUploadProgress,
}: {
  method: 'POST' | 'PATCH';
  url: string;
  body?: FormData | string;
  headers?: Record<string, string>;
  onUploadProgress?: (loadedBytes: number, totalBytes: number) => void;
}): Promise<RequestOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      });
    }
    request.addEventListener('load', () => {
      let parsed: unknown;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: request.status, body: parsed });
    });
    request.addEventListener('error', () => resolve({ status: 0, body: undefined }));
    request.addEventListener('timeout', () => resolve({ status: 0, body: undefined }));
    request.send(body ?? null);
  });
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
