import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** A visitor's page: the top bar, the page growing to fill the window, the footer. */
export const visitorFrame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const visitorMain = style({
  flexGrow: 1,
  outline: 'none',
});

/** Out of sight until focused: the first stop of Tab. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 20,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:not(:focus)': {
      inlineSize: 1,
      blockSize: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
