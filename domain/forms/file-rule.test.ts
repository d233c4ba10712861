import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILE_BYTES, WIZARD_MAX_FILE_BYTES } from '../constants';
import { checkFile, fileRule, optionalFileRule } from './file-rule';

function fileOf(name: string, type: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type });
}

const photo = { field: 'photo', maxBytes: DEFAULT_MAX_FILE_BYTES };

describe('checkFile', () => {
  it('accepts images by their declared type', () => {
    expect(checkFile(fileOf('me.jpg', 'image/jpeg'), photo)).toBeUndefined();
    expect(checkFile(fileOf('me', 'image/png'), photo)).toBeUndefined();
    expect(checkFile(fileOf('me.webp', 'image/webp'), photo)).toBeUndefined();
  });

  it('judges a file without a declared type by its extension', () => {
    expect(checkFile(fileOf('me.JPEG', ''), photo)).toBeUndefined();
    expect(checkFile(fileOf('me.exe', ''), photo)).toBe('Invalid File Type. Upload image file only for Passport Photo');
  });

  it('refuses other types, SVG included', () => {
    expect(checkFile(fileOf('cv.pdf', 'application/pdf'), photo)).toBe(
      'Invalid File Type. Upload image file only for Passport Photo',
    );
    expect(checkFile(fileOf('x.svg', 'image/svg+xml'), photo)).toBe(
      'Invalid File Type. Upload image file only for Passport Photo',
    );
    expect(
      checkFile(fileOf('bill.png', 'image/png'), { field: 'utilityBill', maxBytes: 10, kinds: ['pdf', 'docx'] }),
    ).toBe('Invalid File Type. Upload PDF file or docx file only for Utility Bill');
    expect(
      checkFile(fileOf('bill.pdf', 'application/pdf', 5), { field: 'utilityBill', maxBytes: 10, kinds: ['pdf'] }),
    ).toBeUndefined();
  });

  // Issue 27.11: the message says the form's own limit (decision 010).
  it('limits the size, the message saying the limit of the form', () => {
    expect(checkFile(fileOf('me.png', 'image/png', DEFAULT_MAX_FILE_BYTES), photo)).toBeUndefined();
    expect(checkFile(fileOf('me.png', 'image/png', DEFAULT_MAX_FILE_BYTES + 1), photo)).toBe(
      'File larger than 2MB for Passport Photo',
    );
    expect(
      checkFile(fileOf('sig.png', 'image/png', WIZARD_MAX_FILE_BYTES), {
        field: 'signature',
        maxBytes: WIZARD_MAX_FILE_BYTES,
      }),
    ).toBeUndefined();
    expect(
      checkFile(fileOf('bill.pdf', 'application/pdf', 1_900_000), {
        field: 'utilityBill',
        maxBytes: WIZARD_MAX_FILE_BYTES,
      }),
    ).toBe('Invalid File Type. Upload image file only for Utility Bill');
    expect(
      checkFile(fileOf('bill.jpg', 'image/jpeg', 1_900_000), { field: 'utilityBill', maxBytes: WIZARD_MAX_FILE_BYTES }),
    ).toBe('File larger than 1MB for Utility Bill');
    const wizard = { field: 'signature', maxBytes: WIZARD_MAX_FILE_BYTES };
    expect(checkFile(fileOf('sig.png', 'image/png', WIZARD_MAX_FILE_BYTES + 1), wizard)).toBe(
      'File larger than 1MB for Signature',
    );
  });

  // Issue 13.6: a missing file said it was invalid.
  it('asks for a missing required file, saying that it is missing', () => {
    expect(checkFile(undefined, photo)).toBe('Upload photograph!');
    expect(checkFile(new File([], ''), photo)).toBe('Upload photograph!');
    expect(checkFile('me.png', { field: 'scannedIDCard', maxBytes: 10 })).toBe('Upload your Scanned ID Card!');
    expect(checkFile(undefined, { ...photo, required: false })).toBeUndefined();
  });
});

describe('fileRule and optionalFileRule', () => {
  it('give the file back or the message', () => {
    const file = fileOf('me.png', 'image/png');
    expect(fileRule(photo).parse(file)).toBe(file);
    const result = fileRule(photo).safeParse(undefined);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Upload photograph!']);
  });

  it('let an optional file be absent but still check a chosen one', () => {
    expect(optionalFileRule(photo).parse(new File([], ''))).toBeUndefined();
    expect(optionalFileRule(photo).safeParse(fileOf('a.txt', 'text/plain')).success).toBe(false);
  });
});
