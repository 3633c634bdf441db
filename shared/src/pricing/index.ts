export * from './durations';
export * from './expansion';
export * from './payout';
export * from './platforms';
export * from './quote';
export * from './workedExample';
