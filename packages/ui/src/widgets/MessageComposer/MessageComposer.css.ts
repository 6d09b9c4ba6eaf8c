import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const composer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.small,
});

export const field = style({
  minInlineSize: 0,
});

/** Under both the box and the button. */
export const error = style({
  gridColumn: '1 / -1',
});
