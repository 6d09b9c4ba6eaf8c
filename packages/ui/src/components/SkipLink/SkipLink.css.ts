import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';

/** Out of sight until focused: the first stop of Tab on every page. */
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
  boxShadow: vars.shadow.overlay,
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
    '&:focus-visible': focusRingStyle,
  },
});
