export * from './canonicalJson';
export * from './client';
export * from './idempotentAttempts';
export * from './platformNames';
export * from './problem';
export * from './read';
export * from './types';
