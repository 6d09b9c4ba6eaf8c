// Explicit barrel: one line per subject file.
