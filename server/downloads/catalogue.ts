import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import resources from './resources.json';

const FILES_IN_REPOSITORY = join('server', 'downloads', 'files');

/**
 * The committed PDFs. This module runs from the source tree and from the build, where the bundler
 * may place it one folder deeper (a shared chunk), so the folder is found from here upwards.
 */
function findFilesFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = start; ; folder = dirname(folder)) {
    const candidate = join(folder, FILES_IN_REPOSITORY);
    if (existsSync(candidate)) return candidate;
    if (dirname(folder) === folder) throw new Error(`No ${FILES_IN_REPOSITORY} folder above ${start}`);
  }
}

let filesFolder: string | undefined;

export interface DownloadResource {
  id: string;
  title: string;
  description: string;
  /** Without '.pdf': the name the visitor's device saves the file under. */
  fileName: string;
}

export interface ListedDownload extends DownloadResource {
  sizeBytes: number;
}

export const DOWNLOAD_RESOURCES: readonly DownloadResource[] = resources;

function filePath(resource: DownloadResource): string {
  filesFolder ??= findFilesFolder();
  return join(filesFolder, `${resource.id}.pdf`);
}

export function findDownload(id: string): DownloadResource | undefined {
  return DOWNLOAD_RESOURCES.find((resource) => resource.id === id);
}

/** The forms with their file sizes, for the Download Resource page. */
export function listDownloads(): ListedDownload[] {
  return DOWNLOAD_RESOURCES.map((resource) => ({ ...resource, sizeBytes: statSync(filePath(resource)).size }));
}

/** The PDF of a form (a few tens of kilobytes, so it is read whole). */
export function readDownload(resource: DownloadResource): Buffer {
  return readFileSync(filePath(resource));
}
