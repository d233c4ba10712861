import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { fileLimitLabel } from '@domain/constants';
import { FILE_KINDS } from '@domain/forms/file-check';
import { messages } from '@domain/messages';
import { Field } from '~/components/form-kit/field';
import { formatBytes } from '~/components/form-kit/format-bytes';
import { canShrink } from '~/components/form-kit/can-shrink';
import { useHydrated } from '~/components/form-kit/use-hydrated';

const texts = messages.accountScreens.upload;

/** The redrawing loads when a photo too large is chosen (decision 036): most photos fit as they are. */
const shrinkImage = (file: File, maxBytes: number) =>
  import('~/components/form-kit/shrink-image')
    .then((module) => module.shrinkImage(file, maxBytes))
    .catch(() => undefined);
const ACCEPTED_TYPES = FILE_KINDS.image.mimeTypes.join(',');
const INPUT_CLASSES =
  'block min-h-11 w-full rounded-input border border-dashed border-border-strong bg-surface-subtle p-2 text-sm text-ink file:mr-3 file:min-h-9 file:rounded-input file:border-0 file:bg-primary-700 file:px-4 file:font-semibold file:text-white disabled:cursor-not-allowed disabled:text-muted';

/**
 * An image upload: the file picker and, on a phone, the camera beside it (docs/decisions/046); a
 * photo over the limit is made smaller in the browser; then a preview, the size and the upload's
 * progress. Without JavaScript both inputs post under the field's name: the server takes the chosen one.
 */
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
  maxBytes,
  isUploaded = false,
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
  /** The form's limit: the hint says it, and a larger photo is made smaller to fit it. */
  maxBytes: number;
  /** The server keeps this document already (a round where another file failed). */
  isUploaded?: boolean;
  onChange: (file: File | undefined) => void;
}) {
  const preview = usePreviewUrl(file, !error);
  const [isShrinking, setShrinking] = useState(false);
  const [shrunkFrom, setShrunkFrom] = useState<number>();
  const canShrinkHere = useHydrated();
  const cameraId = `${id}-camera`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? undefined;
    // The picker and the camera hold one file between them: the newest choice.
    const other = document.getElementById(event.target.id === cameraId ? id : cameraId);
    if (other instanceof HTMLInputElement) other.value = '';
    setShrunkFrom(undefined);
    if (!chosen || chosen.size <= maxBytes || !canShrink(chosen)) return onChange(chosen);
    // Nothing counts as chosen while the photo is redrawn.
    onChange(undefined);
    setShrinking(true);
    const shrunk = await shrinkImage(chosen, maxBytes);
    setShrinking(false);
    if (shrunk) setShrunkFrom(chosen.size);
    onChange(shrunk ?? chosen);
  }

  const hint = `${texts.hint(fileLimitLabel(maxBytes))}${canShrinkHere ? ` ${texts.shrinkHint}` : ''}`;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <input
            {...control}
            type="file"
            name={name}
            accept={ACCEPTED_TYPES}
            required={required && !isUploaded}
            disabled={disabled}
            autoFocus={autoFocus}
            onChange={choose}
            className={INPUT_CLASSES}
          />
          {/* `capture` alone would force the camera on some phones: it is a second choice beside the picker, on touch screens. */}
          <div className="hidden flex-col gap-1.5 pointer-coarse:flex">
            <label htmlFor={cameraId} className="text-sm font-semibold text-ink">
              {texts.takePhoto}
            </label>
            <input
              id={cameraId}
              type="file"
              name={name}
              accept={ACCEPTED_TYPES}
              capture="environment"
              disabled={disabled}
              aria-describedby={control['aria-describedby']}
              onChange={choose}
              className={INPUT_CLASSES}
            />
          </div>
          {isShrinking ? (
            <p role="status" className="flex items-center gap-1.5 text-sm text-muted">
              <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
              {texts.shrinking}
            </p>
          ) : null}
          {isUploaded && !file && !isShrinking ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-success">
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              {texts.uploaded(label)}
            </p>
          ) : null}
          {file ? (
            <div className="flex items-center gap-3">
              {preview ? (
                <img
                  src={preview}
                  alt={texts.previewAlt(label)}
                  className="size-16 rounded-input border border-border object-cover"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  {error ? (
                    <CircleAlert className="size-5 shrink-0 text-error" aria-hidden="true" />
                  ) : (
                    <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
                  )}
                  <span className="truncate">{texts.chosen(file.name, formatBytes(file.size))}</span>
                </p>
                {shrunkFrom !== undefined ? (
                  <p className="text-xs text-muted">{texts.shrunk(formatBytes(shrunkFrom), formatBytes(file.size))}</p>
                ) : null}
                {progress !== undefined ? (
                  <div className="flex items-center gap-2">
                    <progress
                      max={100}
                      value={progress}
                      aria-label={texts.progress(label)}
                      className="h-2 w-full overflow-hidden rounded-full accent-primary-700"
                    />
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
