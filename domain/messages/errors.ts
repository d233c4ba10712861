/** Texts of the error catalogue (specification 2.1, 5, 8 and 9), verbatim, spelling included. */
export const errorTexts = {
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
  // Not quoted by the specification: answers to requests that cannot be read.
  request: {
    incomplete: 'Your form did not arrive whole. Please check your connection and send it again.',
    notJson: 'The request body must be a JSON object.',
    jsonOnly: 'Send this request as JSON (Content-Type: application/json).',
    formOnly: 'Send this form as multipart/form-data or application/x-www-form-urlencoded.',
    tooLarge: (megabytes: number) =>
      `Your form is too large to send: with its files it comes to more than ${megabytes} MB. Choose smaller files and send it again.`,
    badIdempotencyKey: 'The Idempotency-Key must be 8 to 200 letters, digits, hyphens or underscores (a UUID will do).',
    forbiddenCharacters: 'The form contains characters that are not allowed. Please remove them and try again.',
    /** The site's error page for a form it could not read: this title, the reason, a way back. */
    formProblemTitle: 'We could not take your form',
    backToForm: 'Back to the form',
  },
  /** Written to the console only, never shown to the customer (specification 8). */
  console: {
    bvnDataFailed: 'Unable to getBvnData at this time',
    submitFailed: 'Oops! Unable to submit details at this time',
    // The two below are described, not quoted, by the specification.
    bvnValidationFailed: 'Unable to validate BVN at this time',
    quickAccountFailed: 'Unable to open the quick account at this time',
  },
} as const;
