import { resolve } from 'node:path';
import type { Config } from '../../config';
import type { DocumentStorage } from './document-storage';
import { createLocalDocumentStorage } from './local-document-storage';
import { createS3DocumentStorage } from './s3-document-storage';

export type { DocumentStorage } from './document-storage';

export function createDocumentStorage(config: Config): DocumentStorage {
  if (config.STORAGE === 's3') {
    return createS3DocumentStorage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return createLocalDocumentStorage({ root: resolve(config.DATA_DIR, 'uploads') });
}
