import { isDraftExpired, restoreStoredDraft, type StoredDraft } from './stored-draft';
import { createDraftCipher, createIndexedDbKeySource } from './draft-cipher';

/** The localStorage key of the draft (specification 3). */
export const DRAFT_STORAGE_KEY = 'stat';

let cipher: ReturnType<typeof createDraftCipher> | undefined;
function draftCipher() {
  cipher ??= createDraftCipher(createIndexedDbKeySource());
  return cipher;
}

export async function loadDraft(): Promise<StoredDraft | null> {
  try {
    const stored = await draftCipher().decrypt(localStorage.getItem(DRAFT_STORAGE_KEY));
    if (!stored) return null;
    const draft = restoreStoredDraft(stored);
    if (isDraftExpired(draft, Date.now())) {
      clearDraft();
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export async function saveDraft(draft: Omit<StoredDraft, 'savedAt'>): Promise<void> {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, await draftCipher().encrypt({ ...draft, savedAt: Date.now() }));
  } catch {
    // A full or blocked storage only costs the customer the convenience of resuming.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
