import { listDownloads } from '@server/downloads/catalogue';

export function loadForms() {
  return { downloads: listDownloads() };
}
