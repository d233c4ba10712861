import type { AccountOpeningResult, AccountPayload, CustomerView } from '@domain/account-result';
import { createStore, useStoreState } from './store';

type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'rejected';

/** The label of the last finished customer action (specification 4). */
type VerifiedAction =
  | 'CheckedNewCustomer'
  | 'getAccountExisting'
  | 'UpdatedNewCustomer'
  | 'utilizeDiffConfirmationEmail'
  | 'quickPersonalAccount'
  | 'instantAccount'
  | 'selfProfileUpdate'
  | 'BVN'
  | 'OTP';

export type RetainFields = 'UtilizeDiffConfirmEmail' | 'notRetain';

interface OpenedAccount {
  accountName: string;
  acctTypeName: string;
  acctNumber: string;
}

/** The client state for customer operations (specification 3), play parameters included. */
export interface CustomerState {
  customer: CustomerView | null;
  account: OpenedAccount | null;
  status: RequestStatus;
  error: string;
  toVerify: VerifiedAction | '';
  payloadData: AccountPayload | null;
  /** The result's e-mail when the address on file was kept instead (AccountOpeningResult.submittedEmail), or ''. */
  submittedEmail: string;
  playType: string;
  playPurpose: string;
  sake: string;
  showAccounOpenedStyle: boolean;
  retainFields4: RetainFields;
}

export type CustomerAction =
  | { type: 'playParamsSet'; playType: string; playPurpose: string; sake: string }
  | { type: 'requestStarted'; action: VerifiedAction }
  | { type: 'requestSucceeded'; action: VerifiedAction; result: AccountOpeningResult }
  | { type: 'requestRejected'; action: VerifiedAction; error: string }
  | { type: 'statusReset' }
  | { type: 'retainFieldsSet'; retainFields4: RetainFields }
  | { type: 'resultCleared' };

export const INITIAL_CUSTOMER_STATE: CustomerState = {
  customer: null,
  account: null,
  status: 'idle',
  error: '',
  toVerify: '',
  payloadData: null,
  submittedEmail: '',
  playType: '',
  playPurpose: '',
  sake: '',
  showAccounOpenedStyle: false,
  retainFields4: 'notRetain',
};

function accountOf(payload: AccountPayload): OpenedAccount | null {
  if (!payload.acctNumber) return null;
  return { accountName: payload.accountName, acctTypeName: payload.acctTypeName, acctNumber: payload.acctNumber };
}

export function customerReducer(state: CustomerState, action: CustomerAction): CustomerState {
  switch (action.type) {
    case 'playParamsSet':
      if (state.playType === action.playType && state.playPurpose === action.playPurpose && state.sake === action.sake)
        return state;
      return { ...state, playType: action.playType, playPurpose: action.playPurpose, sake: action.sake };
    case 'requestStarted':
      return { ...state, status: 'loading', error: '' };
    case 'requestSucceeded':
      return {
        ...state,
        status: 'succeeded',
        error: '',
        toVerify: action.action,
        customer: action.result.customer,
        payloadData: action.result.payloadData,
        submittedEmail: action.result.submittedEmail ?? '',
        account: accountOf(action.result.payloadData),
        showAccounOpenedStyle: true,
      };
    case 'requestRejected':
      return { ...state, status: 'rejected', error: action.error, toVerify: action.action };
    case 'statusReset':
      // A rejected request returns the form to idle once its error is shown (specification 4).
      return state.status === 'idle' ? state : { ...state, status: 'idle' };
    case 'retainFieldsSet':
      return state.retainFields4 === action.retainFields4 ? state : { ...state, retainFields4: action.retainFields4 };
    case 'resultCleared':
      return { ...INITIAL_CUSTOMER_STATE, playType: state.playType, playPurpose: state.playPurpose, sake: state.sake };
  }
}

export const customerStore = createStore(customerReducer, INITIAL_CUSTOMER_STATE);

export function useCustomerState(): CustomerState {
  return useStoreState(customerStore);
}
