import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-download';

describe('fileNameFromDisposition', () => {
  it('reads the quoted and the bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="AG-Mortgage-Bank-Reference-Form.pdf"')).toBe(
      'AG-Mortgage-Bank-Reference-Form.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=form.pdf')).toBe('form.pdf');
  });

  it('prefers the encoded name and keeps folders out of the name', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''F%C3%B3rm%20A.pdf`)).toBe(
      'Fórm A.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="../../x.pdf"')).toBe('.._.._x.pdf');
  });

  it('has no name for a missing or nameless header', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});
