import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The message and its "Try again" on one line when they fit, wrapped when they don't. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
