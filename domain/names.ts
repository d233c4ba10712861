/**
 * The one form of a customer's name in their area: the name as the bank's books write it (surname
 * first, as on the account: 'OKONKWO ADAEZE NGOZI'), each word capitalised: 'Okonkwo Adaeze Ngozi'.
 * A company's name reads the same way. Every source of a name (the website's customer, an account the
 * core held before the website) gives it, so two customers' names never read in two forms.
 */
export function displayName(accountName: string): string {
  return accountName
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .toLowerCase()
        .replace(/(^|[-'’])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase()),
    )
    .join(' ');
}

/** A name as a set of words: case, order and extra spaces do not matter. */
export const wordsOf = (name: string): string[] => name.toUpperCase().split(/\s+/).filter(Boolean).sort();

/** Whether two records name one person: the same words, whatever their order and case. */
export const isSameName = (a: string, b: string): boolean => wordsOf(a).join(' ') === wordsOf(b).join(' ');
