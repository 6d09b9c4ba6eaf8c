import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const helpResources = style({ minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
