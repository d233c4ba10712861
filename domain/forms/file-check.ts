/**
 * Browser-side checks of an uploaded file by its declared type, name and size (specification 5).
 * The server checks the bytes themselves; these checks only spare the customer a wasted upload.
 */
import { fileLimitLabel } from '../constants';
import { messages } from '../messages';
import { fieldLabel, fieldMessage } from './field-message';

// SVG is left out on purpose: it can carry script.
export const FILE_KINDS = {
  image: {
    label: 'image file',
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  },
  pdf: { label: 'PDF file', mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  doc: { label: 'doc file', mimeTypes: ['application/msword'], extensions: ['doc'] },
  docx: {
    label: 'docx file',
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
  },
} as const;
type FileKind = keyof typeof FILE_KINDS;

export type FileRuleOptions = {
  field: string;
  maxBytes: number;
  kinds?: readonly FileKind[];
  required?: boolean;
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The declared MIME type decides; a file without one (some phones) is judged by its extension. */
function isOfKind(file: File, kind: FileKind): boolean {
  const { mimeTypes, extensions } = FILE_KINDS[kind];
  const type = file.type.toLowerCase();
  if (type !== '') return (mimeTypes as readonly string[]).includes(type);
  return (extensions as readonly string[]).includes(extensionOf(file.name));
}

/** A form posted with no file chosen sends an empty, nameless part: that is no file. */
export function isChosenFile(value: unknown): value is File {
  return value instanceof File && (value.size > 0 || value.name !== '');
}

/** A required file not chosen says so: the passport photo with the specification's words. */
function missingFileMessage(field: string): string {
  return field === 'photo' ? fieldMessage(field) : messages.forms.file.missing(fieldLabel(field));
}

/** The message for a file that fails, or undefined when it passes. */
export function checkFile(
  value: unknown,
  { field, maxBytes, kinds = ['image'], required = true }: FileRuleOptions,
): string | undefined {
  if (!isChosenFile(value)) return required ? missingFileMessage(field) : undefined;
  if (!kinds.some((kind) => isOfKind(value, kind))) {
    const kindLabel = kinds.map((kind) => FILE_KINDS[kind].label).join(' or ');
    return messages.forms.file.invalidType(kindLabel, fieldLabel(field));
  }
  if (value.size > maxBytes) return messages.forms.file.tooLarge(fileLimitLabel(maxBytes), fieldLabel(field));
  return undefined;
}
