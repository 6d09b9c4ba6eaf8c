import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const spinner = style({
  display: 'inline-flex',
  color: vars.color.accent,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  small: { fontSize: '1rem' },
  medium: { fontSize: '1.5rem' },
  large: { fontSize: '2.5rem' },
});
