/** Texts of the public website's own forms (specification 8: newsletter subscription). */
export const websiteTexts = {
  subscribe: {
    success: 'Success! Successfully subscribed! Welcome onboard.',
    failure: 'Oops! Something bad happened. Please try again later.',
  },
} as const;
