import { describe, expect, it } from 'vitest';
import { createDraftCipher, generateDraftKey } from './draft-cipher';

const keySource = (key: Promise<CryptoKey>) => ({ getKey: () => key });

describe('createDraftCipher', () => {
  it('round-trips a draft without leaving its values readable', async () => {
    const cipher = createDraftCipher(keySource(generateDraftKey()));
    const sealed = await cipher.encrypt({ fields: { bvnNo: '22222222222' } });
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('22222222222');
    expect(atob(sealed.split('.')[2]!)).not.toContain('22222222222');
    expect(await cipher.decrypt(sealed)).toEqual({ fields: { bvnNo: '22222222222' } });
  });

  it('uses a fresh IV for every write', async () => {
    const cipher = createDraftCipher(keySource(generateDraftKey()));
    expect(await cipher.encrypt('same')).not.toBe(await cipher.encrypt('same'));
  });

  it('answers null for a draft sealed by another key, tampered with, or missing', async () => {
    const sealed = await createDraftCipher(keySource(generateDraftKey())).encrypt({ a: 1 });
    const other = createDraftCipher(keySource(generateDraftKey()));
    expect(await other.decrypt(sealed)).toBeNull();
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(await other.decrypt(tampered)).toBeNull();
    expect(await other.decrypt(null)).toBeNull();
    expect(await other.decrypt('plain text')).toBeNull();
  });

  it('refuses to hand out its key', async () => {
    const key = await generateDraftKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });
});
