export * from './outbox';
export * from './security';
