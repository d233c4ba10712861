/** Texts of the error catalogue (specification 2.1 and 8). */
export const errors = {
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;
