import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_RESOURCES, listDownloads } from '../../server/downloads/catalogue';
import { createTestApp } from '../support/test-services';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.services.close());

describe('GET /api/v1/customers/downloadresource/{id}', () => {
  it('serves every form as a PDF attachment under its own file name', async () => {
    expect(DOWNLOAD_RESOURCES.length).toBeGreaterThanOrEqual(6);
    for (const resource of listDownloads()) {
      const response = await context.app.request(`/api/v1/customers/downloadresource/${resource.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${resource.fileName}.pdf"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
      expect(bytes.length).toBe(resource.sizeBytes);
      expect(bytes.toString('latin1')).toContain(`/Title (${resource.title}`);
    }
  });

  it('names the individual account-opening form as the page expects', async () => {
    const response = await context.app.request('/api/v1/customers/downloadresource/individual-account-opening-form');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="AG-Mortgage-Bank-Individual-Account-Opening-Form.pdf"',
    );
  });

  it('answers 404 in the API error shape for an unknown id', async () => {
    for (const id of ['no-such-form', '..%2F..%2Fpackage.json', '1']) {
      const response = await context.app.request(`/api/v1/customers/downloadresource/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 'error',
        error: { name: 'NotFound', message: 'No downloadable form has this id.' },
      });
    }
  });

  it('is documented in the OpenAPI document with the messages operations', async () => {
    const document = await (await context.app.request('/api/v1/openapi.json')).json();
    expect(document.paths['/customers/downloadresource/{id}'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    for (const path of [
      '/messages/subscribe',
      '/messages/unsubscribe',
      '/messages/contact',
      '/messages/whistle-blower',
      '/messages/whistle-blower/status',
    ]) {
      expect(document.paths[path].post.requestBody.content['application/json'].schema).toBeDefined();
    }
  });
});
