/** Reading an account result (specification 3 and 2.9) for the result screens. */

export type AccountResult = {
  message?: string;
  means?: string;
  hisTitle?: string;
  firstname?: string;
  lastname?: string;
  accountName?: string;
  acctTypeName?: string;
  acctNumber?: string;
};

/** The modal greets with title and first name in capitals; the quick path has no title. */
export function greetingName({ hisTitle, firstname, means }: AccountResult): string {
  const title = means === 'quick' ? '' : (hisTitle ?? '');
  return [title, firstname ?? ''].map((part) => part.trim()).filter(Boolean).join(' ').toUpperCase();
}

/** The 'Congratulations!' screen shows surname then first name in capitals. */
export function customerFullName({ lastname, firstname }: AccountResult): string {
  return [lastname ?? '', firstname ?? ''].map((part) => part.trim()).filter(Boolean).join(' ').toUpperCase();
}

/** Whether the result carries an opened account to show. */
export function hasAccountNumber({ acctNumber }: AccountResult): boolean {
  return Boolean(acctNumber?.trim());
}

/** The linking succeeded only when the result's means is ninLinked; else 'A submission Erro Occurred!'. */
export function isNinLinked({ means }: AccountResult): boolean {
  return means === 'ninLinked';
}
