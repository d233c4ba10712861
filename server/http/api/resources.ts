import type { ApiResourceFactory } from './index';
import { complaintsResource } from './complaints';
import { customerAreaResource } from './customer-area';
import { customersResource } from './customers';
import { downloadsResource } from './downloads';
import { identityResource } from './identity';
import { loansResource } from './loans';
import { messagesResource } from './messages';

/** Every resource of /api/v1, in the order of the specification's section 7. */
export const apiResources: ApiResourceFactory[] = [
  downloadsResource,
  customersResource,
  customerAreaResource,
  loansResource,
  identityResource,
  messagesResource,
  complaintsResource,
];
