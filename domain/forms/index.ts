/** Form rules and schemas shared by the browser and the server (specification 5). */
export * from './bvn-data';
export * from './bvn-validation';
export * from './corporate';
export * from './dates';
export * from './draft';
export * from './field-message';
export * from './field-rules';
export * from './file-rule';
export * from './first-failing-field';
export * from './instant-account';
export * from './profile-link';
export * from './wizard';
export * from './customer-area';
export * from './loan-application';
