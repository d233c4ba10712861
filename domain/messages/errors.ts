/** Texts of the error catalogue (specification 2.1, 5, 8 and 9), verbatim, spelling included. */
export const errors = {
  unexpectedApplicationError: 'Unexpected Application Error!',
  accountAlreadyOpened: 'You have already opened this type of Account!',
  loading: 'Loading.....!',
  checkCustomerFailed: 'Unable to check customer details at this time. Please try again later!',
  submissionError: 'A submission Erro Occurred!',
  checkNetwork: 'Oops! Kindly check your Network.',
  unableToSave: 'Unable to save your details at this time.',
  emailTaken: 'Email is Already Taken',
  noInternet: 'No Internet',
  noEntriesToShow: 'No entries to show',
  invalidNigeriaState: 'Invalid Nigeria State',
  /** Not quoted by the specification: a state name that is not one of the 36 states or the FCT. */
  unknownNigeriaState: (state: string) => `Unknown Nigeria State: ${state}`,
  closeAlert: 'Close alert',
  /** Written to the console only, never shown to the customer (specification 8). */
  console: {
    bvnDataFailed: 'Unable to getBvnData at this time',
    submitFailed: 'Oops! Unable to submit details at this time',
    // The two below are described, not quoted, by the specification.
    bvnValidationFailed: 'Unable to validate BVN at this time',
    quickAccountFailed: 'Unable to open the quick account at this time',
  },
} as const;
