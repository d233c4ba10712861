/**
 * What the account screens read from the customer API (specification 3 and 7): the client's view
 * of a response, whether it came from /api/v1 (JavaScript) or from a route action (no JavaScript).
 */
export interface CustomerRecord {
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
  /** Empty when the core banking was slow or down: the details follow by e-mail. */
  acctNumber: string;
}

export interface AccountOpeningResult {
  status: 'success';
  customer: CustomerRecord;
  payloadData: AccountPayload;
}

export interface ApiErrorBody {
  status: 'error';
  error: { name: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'error' && typeof (value as { error?: unknown }).error === 'object';
}
