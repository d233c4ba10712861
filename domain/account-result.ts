/**
 * The account result of the customer API (specification 3 and 7), as the server sends it and the
 * screens read it, and how the result screens (2.6, 2.9) word it.
 */

/** The customer as the client reads it: _id, emailVerified, step, checkedUser.step. */
export interface CustomerView {
  _id: string;
  email: string;
  emailVerified: boolean;
  step: number;
  acctType: 'Individual' | 'Corporate';
  checkedUser: { step: number };
}

export interface AccountPayload {
  /** finishedReg or another message. */
  message: string;
  /** quick, ninLinked or another means. */
  means: string;
  hisTitle: string;
  firstname: string;
  lastname: string;
  accountName: string;
  acctTypeName: string;
  /** Empty while the core banking is slow or down: the details follow by e-mail. */
  acctNumber: string;
  /** A corporate account's signatory (the director whose BVN was validated); '' for a person's own. */
  signatory?: string;
}

export interface AccountOpeningResult {
  status: 'success';
  customer: CustomerView;
  payloadData: AccountPayload;
  /** The e-mail this application gave, when it is not the one kept on file (customer.email). */
  submittedEmail?: string;
}

/** The API's one error shape. */
export interface ApiErrorBody {
  status: 'error';
  error: { name: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'error' &&
    typeof (value as { error?: unknown }).error === 'object'
  );
}

/** Any part of a result, as the wording helpers below accept it. */

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
  return [title, firstname ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toUpperCase();
}

/** The 'Congratulations!' screen shows surname then first name in capitals. */
export function customerFullName({ lastname, firstname }: AccountResult): string {
  return [lastname ?? '', firstname ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toUpperCase();
}

/** Whether the result carries an opened account to show. */
export function hasAccountNumber({ acctNumber }: AccountResult): boolean {
  return Boolean(acctNumber?.trim());
}

/** The linking succeeded only when the result's means is ninLinked; else 'A submission Erro Occurred!'. */
export function isNinLinked({ means }: AccountResult): boolean {
  return means === 'ninLinked';
}
