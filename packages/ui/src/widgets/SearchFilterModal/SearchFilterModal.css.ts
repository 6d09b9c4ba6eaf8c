import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** One column on phones, two from sm: the short fields side by side, the long ones across. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const wide = style({
  gridColumn: '1 / -1',
});

/** The instruments or genres: as many columns as fit, scrolling after a few rows. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xsmall,
  maxBlockSize: '12rem',
  overflowY: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});
