export * from './license';
export * from './purchase';
export * from './samples';
export * from './status';
export * from './store';
export * from './validate';
export * from './transfer';
