export * from './durations';
export * from './expansion';
export * from './platforms';
export * from './quote';
