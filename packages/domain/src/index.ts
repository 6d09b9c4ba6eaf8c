// Explicit barrel: one line per subject file.
export * from './collections';
export * from './money';
export * from './formRules';
export * from './identity';
export * from './card';
export * from './billing';
export * from './constants';
export * from './layout';
export * from './i18n';
export * from './latency';
export * from './messageTemplate';
export * from './reference';
export * from './person';
export * from './display';
export * from './paging';
export * from './peopleFilter';
