import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const items = style({
  display: 'flex',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
});

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
});
