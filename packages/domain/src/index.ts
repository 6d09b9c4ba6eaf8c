// Explicit barrel: one line per subject file.
export * from './collections';
export * from './money';
export * from './formRules';
export * from './identity';
export * from './card';
export * from './billing';
