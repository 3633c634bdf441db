export * from './cents';
export * from './currencies';
export * from './format';
export * from './parse';
