// Explicit barrel: one line per subject file.
export * from './collections';
