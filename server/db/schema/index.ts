export * from './outbox';
export * from './security';
export * from './website';
export * from './identity';
export * from './accounts';
export * from './core-banking';
export * from './customer-area';
export * from './loans';
