import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { sendForText } from './send-request';

/**
 * Where React Router's own `<Form>` posts a page's form once JavaScript runs: the route's path with
 * `.data` (single fetch), whose answer is the action's data in React Router's turbo-stream encoding.
 */
export function actionDataUrl(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/_root.data' : `${trimmed}.data`;
}

/**
 * Posts a form to its route's action as React Router's `<Form>` does, with XMLHttpRequest so that
 * the upload reports its progress (fetch does not): one submit path, the action, with JavaScript on
 * and off. `data` is what the action answered; undefined when no answer came (status 0), or the
 * action threw or redirected.
 */
export async function postToAction<Data>({
  path,
  body,
  onUploadProgress,
}: {
  path: string;
  body: FormData;
  onUploadProgress?: (loadedBytes: number, totalBytes: number) => void;
}): Promise<{ status: number; data: Data | undefined }> {
  const { status, text } = await sendForText({ method: 'POST', url: actionDataUrl(path), body, onUploadProgress });
  if (!text) return { status, data: undefined };
  try {
    const { value } = await decodeViaTurboStream(new Response(text).body!, window);
    const answer = value as { data?: Data } | null;
    return {
      status,
      data: answer !== null && typeof answer === 'object' && 'data' in answer ? answer.data : undefined,
    };
  } catch {
    return { status, data: undefined };
  }
}
