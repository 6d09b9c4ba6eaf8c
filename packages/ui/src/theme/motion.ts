/** The media query every motion rule honours (durations drop to 0 in both themes). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
