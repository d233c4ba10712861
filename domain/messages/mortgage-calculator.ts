/** Texts of the mortgage calculator (issue 9). */
export const mortgageCalculator = {} as const;
