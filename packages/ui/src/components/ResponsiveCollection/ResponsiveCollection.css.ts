import { NARROW_LAYOUT_BELOW } from '@backline/domain';
import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const collection = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.large,
  minInlineSize: 0,
});

// The same breakpoint as the matchMedia check in ResponsiveCollection.tsx: the domain's
// NARROW_LAYOUT_BELOW (the spec's sm).
export const tableOnWideScreens = style({
  display: 'none',
  '@media': { [minWidth(NARROW_LAYOUT_BELOW)]: { display: 'block' } },
});

export const cardsOnNarrowScreens = style({
  '@media': { [minWidth(NARROW_LAYOUT_BELOW)]: { display: 'none' } },
});

export const loadMore = style({
  alignSelf: 'center',
});
