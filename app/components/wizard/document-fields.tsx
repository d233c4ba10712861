import { useEffect } from 'react';
import { WIZARD_MAX_FILE_BYTES } from '@domain/constants';
import { fieldLabel } from '@domain/forms/field-message';
import { isRequiredWizardField } from '@domain/forms/wizard-fields';
import { wizardTexts } from '@domain/messages/wizard';
import { FileUploadField } from '~/components/account/file-upload-field';
import type { DocumentUploads } from './use-document-uploads';

const texts = wizardTexts.documents;

/** Step 5's documents: each with its check, the camera on a phone, and its upload's progress. */
export function DocumentFields({
  uploads,
  firstError,
  onDrawn,
}: {
  uploads: DocumentUploads;
  firstError: string | undefined;
  onDrawn: () => void;
}) {
  useEffect(onDrawn, [onDrawn]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {uploads.fields.map((field) => (
        <FileUploadField
          key={field}
          id={`wizard-${field}`}
          name={field}
          label={fieldLabel(field)}
          required={isRequiredWizardField(field)}
          error={uploads.errorOf(field)}
          file={uploads.files[field]}
          progress={uploads.progress[field]}
          disabled={uploads.isSending}
          autoFocus={field === firstError}
          maxBytes={WIZARD_MAX_FILE_BYTES}
          isUploaded={uploads.isUploaded(field)}
          onChange={(file) => uploads.setFile(field, file)}
        />
      ))}
    </div>
  );
}

/**
 * What COMPLETE REGISTRATION still waits for (section 4), under the button: kept up to date as
 * files are chosen and the terms ticked. Without JavaScript it is what the page knew when drawn.
 */
export function MissingItems({ id, items }: { id: string; items: readonly string[] }) {
  return (
    <div id={id} aria-live="polite" className="text-sm">
      {items.length > 0 ? (
        <>
          <p className="font-semibold">{texts.stillNeeded}</p>
          <ul className="mt-1 list-disc pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
