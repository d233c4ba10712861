import { MAX_LOAN_DOCUMENT_BYTES } from '../../domain/forms';
import { loanTexts } from '../../domain/messages/loans';
import { checkImageDocument, detectImageType, type CheckedDocument } from '../accounts/documents';
import { hasActiveContent } from './pdf-active-content';

const texts = loanTexts;

/** A PDF declares itself in its first bytes and ends with its end-of-file marker. */
function isPdf(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.slice(0, 5));
  const tail = String.fromCharCode(...bytes.slice(Math.max(0, bytes.length - 1024)));
  return head === '%PDF-' && tail.includes('%%EOF');
}

/**
 * A loan document as the bank may keep it: a PDF with nothing active in it (kept as sent, served
 * only as a download) or an image (drawn again from its pixels, as every other upload). Judged by
 * its bytes, never its name.
 */
export async function checkLoanDocument(
  label: string,
  file: File,
): Promise<{ error: string } | { document: CheckedDocument }> {
  if (file.size > MAX_LOAN_DOCUMENT_BYTES) return { error: texts.errors.fileSize(label) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_LOAN_DOCUMENT_BYTES) return { error: texts.errors.fileSize(label) };
  if (isPdf(bytes))
    return hasActiveContent(bytes)
      ? { error: texts.errors.activeContent(label) }
      : { document: { field: label, bytes, type: 'application/pdf' } };
  if (!detectImageType(bytes)) return { error: texts.errors.fileType(label) };
  const checked = await checkImageDocument(label, file, MAX_LOAN_DOCUMENT_BYTES);
  return 'error' in checked ? { error: texts.errors.fileType(label) } : checked;
}
