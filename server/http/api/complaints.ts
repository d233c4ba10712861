import { Hono } from 'hono';
import { z } from 'zod';
import { ComplaintSchema } from '../../../domain/forms/complaint';
import { submitComplaint } from '../../complaints/submit-complaint';
import type { Services } from '../../services';
import { clientRef } from '../client-address';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation, type ApiOperation } from './openapi';

function complaintOperations(services: Services): ApiOperation[] {
  return [
    operation({
      method: 'post',
      path: '/complaints',
      summary:
        'Make a complaint: kept with a reference (CMP-yyyymmdd-XXXXXX) for customer care, and acknowledged by e-mail with the reference and the promised response times',
      tag: 'Complaints',
      request: { contentTypes: ['application/json'], schema: ComplaintSchema },
      responses: {
        201: {
          description: 'Stored; the bank and the complainant are e-mailed',
          schema: z.object({
            status: z.literal('success'),
            reference: z.string().meta({ example: 'CMP-20261127-7Q4KX2' }),
            masked: z.boolean().meta({ description: 'Numbers like a BVN, NIN or account number were hidden' }),
          }),
        },
        422: { description: 'ValidationError with fields' },
        429: { description: 'Too many complaints from this client; see Retry-After' },
      },
      handle: async (c, { input }) => {
        c.header('Cache-Control', 'no-store');
        const { reference, masked } = await submitComplaint({ services, input, clientRef: clientRef(c, services) });
        return c.json({ status: 'success' as const, reference, masked }, 201);
      },
    }),
  ];
}

/** POST /complaints (issue 31 point 4). */
export function complaintsResource(services: Services): ApiResource {
  const routes = new Hono();
  const operations = complaintOperations(services);
  mountOperations(routes, operations);
  return { routes, operations };
}
