import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FILE_KINDS } from '@domain/forms/file-check';
import { messages } from '@domain/messages';
import { Field } from '~/components/forms/field';
import { formatBytes } from '~/components/forms/format-bytes';

const texts = messages.accountScreens.upload;
const ACCEPTED_TYPES = FILE_KINDS.image.mimeTypes.join(',');

/** An image upload: the native file input, then a preview, the file's size and the upload progress. */
export function FileUploadField({
  name,
  id = name,
  label,
  required,
  error,
  file,
  progress,
  disabled,
  autoFocus = false,
  onChange,
}: {
  /** The control's id (the field's name unless a form prefixes its ids). */
  id?: string;
  name: string;
  label: string;
  required: boolean;
  error?: string;
  file: File | undefined;
  /** 0 to 100 while the form uploads, undefined otherwise. */
  progress: number | undefined;
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (file: File | undefined) => void;
}) {
  const preview = usePreviewUrl(file, !error);
  return (
    <Field id={id} label={label} required={required} hint={texts.hint} error={error}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <input
            {...control}
            type="file"
            name={name}
            accept={ACCEPTED_TYPES}
            required={required}
            disabled={disabled}
            autoFocus={autoFocus}
            onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
            className="block min-h-11 w-full rounded-input border border-dashed border-border-strong bg-surface-subtle p-2 text-sm text-ink file:mr-3 file:min-h-9 file:rounded-input file:border-0 file:bg-primary-700 file:px-4 file:font-semibold file:text-white disabled:cursor-not-allowed disabled:text-muted"
          />
          {file ? (
            <div className="flex items-center gap-3">
              {preview ? <img src={preview} alt={texts.previewAlt(label)} className="size-16 rounded-input border border-border object-cover" /> : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  {error ? <CircleAlert className="size-5 shrink-0 text-error" aria-hidden="true" /> : <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />}
                  <span className="truncate">{texts.chosen(file.name, formatBytes(file.size))}</span>
                </p>
                {progress !== undefined ? (
                  <div className="flex items-center gap-2">
                    <progress max={100} value={progress} aria-label={texts.progress(label)} className="h-2 w-full overflow-hidden rounded-full accent-primary-700" />
                    <span className="tabular w-10 text-right text-xs text-muted" aria-hidden="true">
                      {progress}%
                    </span>
                  </div>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/**
 * A data: URL of an image file for its preview. (An object URL would do as well, but the page's
 * Content-Security-Policy lets nothing fetch blob: addresses, and browser tooling does.)
 */
function usePreviewUrl(file: File | undefined, isImage: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file || !isImage) return;
    const reader = new FileReader();
    reader.addEventListener('load', () => setUrl(typeof reader.result === 'string' ? reader.result : undefined));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file, isImage]);
  return url;
}
