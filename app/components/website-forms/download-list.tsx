import { CircleCheck, Download, FileText, LoaderCircle } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button-link';
import { downloadAsFile } from './save-download';

const texts = websiteFormTexts.downloads;

export interface DownloadListItem {
  id: string;
  title: string;
  description: string;
  fileName: string;
  sizeBytes: number;
}

/** The file download states of specification 4: loading, then succeeded or failed. */
type DownloadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

const downloadUrl = (id: string) => `/api/v1/customers/downloadresource/${encodeURIComponent(id)}`;
const formatSize = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-NG')} KB`;

function DownloadCard({ item }: { item: DownloadListItem }) {
  const [status, setStatus] = useState<DownloadStatus>('idle');

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      await downloadAsFile(downloadUrl(item.id), { fallbackName: `${item.fileName}.pdf` });
      setStatus('succeeded');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <li className="flex flex-col rounded-card border border-border bg-surface p-5 shadow-raised">
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-8 shrink-0 text-primary-700" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-semibold">{item.title}</h2>
          <p className="text-sm text-muted tabular">{texts.fileDetails(formatSize(item.sizeBytes))}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed">{item.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* Without JavaScript the plain link downloads the file; with it the file is fetched and saved. */}
        <a
          href={downloadUrl(item.id)}
          download={`${item.fileName}.pdf`}
          onClick={download}
          aria-disabled={status === 'loading' || undefined}
          className={buttonClasses('primary')}
        >
          {status === 'loading' ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-5" aria-hidden="true" />
          )}
          {status === 'loading' ? texts.loading : texts.download}
          <span className="sr-only">: {item.title}</span>
        </a>
        <p role="status" className="text-sm font-medium text-success">
          {status === 'succeeded' ? (
            <span className="inline-flex items-center gap-1">
              <CircleCheck className="size-4" aria-hidden="true" />
              {texts.succeeded}
            </span>
          ) : null}
        </p>
      </div>
      <div role="alert">
        {status === 'failed' ? (
          <Alert tone="error" className="mt-3" onClose={() => setStatus('idle')}>
            {texts.failed}{' '}
            <a href={downloadUrl(item.id)} className="underline underline-offset-2">
              {texts.tryLink}
            </a>
          </Alert>
        ) : null}
      </div>
    </li>
  );
}

export function DownloadList({ items }: { items: DownloadListItem[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <DownloadCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
