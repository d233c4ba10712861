import type { ApiResourceFactory } from './index';

/** Every resource of /api/v1, in the order of the specification's section 7. */
export const apiResources: ApiResourceFactory[] = [];
