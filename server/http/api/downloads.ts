import { Hono } from 'hono';
import { z } from 'zod';
import { websiteFormTexts } from '../../../domain/messages/website-forms';
import { findDownload, readDownload } from '../../downloads/catalogue';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation } from './openapi';

/** GET /customers/downloadresource/{id}: a downloadable form as a PDF attachment (specification 7). */
export function downloadsResource(): ApiResource {
  const routes = new Hono();

  const operations = [
    operation({
      method: 'get',
      path: '/customers/downloadresource/{id}',
      summary:
        'Download a form (account opening, reference, mandate, NHF, mortgage) as a PDF, saved under the name in Content-Disposition',
      tag: 'Downloads',
      responses: {
        200: {
          description: 'The PDF, as an attachment',
          contentType: 'application/pdf',
          schema: z.string().meta({ format: 'binary' }),
        },
        404: { description: 'NotFound: no form has this id' },
      },
      handle: (c, { params }) => {
        const resource = findDownload(params.id);
        if (!resource) throw new AppError(AppErrorCode.NotFound, websiteFormTexts.downloads.notFound);
        const file = readDownload(resource);
        return c.body(new Uint8Array(file), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${resource.fileName}.pdf"`,
          'Content-Length': String(file.length),
          'Cache-Control': 'public, max-age=3600',
        });
      },
    }),
  ];
  mountOperations(routes, operations);
  return { routes, operations };
}
