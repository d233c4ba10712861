/** The lists and codes of the specification (section 9), one file per list. */
export * from './account-products';
export * from './branches';
export * from './countries';
export * from './enum-values';
export * from './id-types';
export * from './industries';
export * from './occupations';
export * from './personal';
export * from './titles';
