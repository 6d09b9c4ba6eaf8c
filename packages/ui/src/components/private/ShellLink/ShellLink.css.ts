import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const externalIcon = style({
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  opacity: 0.8,
  selectors: {
    // Drawn pointing to the inline end: mirror it right to left.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
