import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { reducedMotionQuery } from '../../theme/motion';
import { vars } from '../../theme/vars.css';

/** How much of the next card shows beside the current one: a hint that the row swipes. */
const peek = createVar();

export const carousel = style({
  vars: { [peek]: vars.space.xlarge },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  color: vars.color.text,
});

export const viewport = style({
  // The containing block of anything absolutely positioned in a card (a visually hidden input, a
  // tooltip's anchor): without it those escape the row's clipping and widen the whole page.
  position: 'relative',
  display: 'flex',
  gap: vars.space.medium,
  overflowX: 'auto',
  overflowY: 'hidden',
  // Snapping is logical (inline axis, start edge): right to left snaps the same way.
  scrollSnapType: 'inline mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.large,
  outline: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': focusRingStyle,
    // While a mouse drags, the row follows the pointer exactly; snapping resumes on release.
    '&[data-dragging]': {
      scrollSnapType: 'none',
      scrollBehavior: 'auto',
      cursor: 'grabbing',
      userSelect: 'none',
    },
  },
  '@media': {
    [reducedMotionQuery]: { scrollBehavior: 'auto' },
  },
});

export const slide = style({
  display: 'flex',
  flex: `0 0 calc(100% - ${peek})`,
  minInlineSize: 0,
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  selectors: {
    // A single card has nothing to peek at: it takes the whole row.
    '&:only-child': { flexBasis: '100%' },
  },
});

/** The slide's card fills the slide's height, so cards of a row line up. */
export const slideContent = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
});

globalStyle(`${slideContent} > *`, { flexGrow: 1 });

// A card is as narrow as the phone: a button whose label is longer than the card ("Enviar solicitud
// de amistad") wraps onto a second line instead of running out of its button and the card.
globalStyle(`${slideContent} button`, {
  maxInlineSize: '100%',
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  textAlign: 'center',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const position = style({
  minInlineSize: '6rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  selectors: {
    // Previous points to the inline start, next to the inline end: mirror them right to left.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const message = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});
