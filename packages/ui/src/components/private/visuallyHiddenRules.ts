/**
 * The rules that keep an element present for assistive technology and invisible on screen: one
 * copy for the `visuallyHidden` class and for the styles that hide something only until it is
 * focused or hovered (the skip link, a collapsed navigation label).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
