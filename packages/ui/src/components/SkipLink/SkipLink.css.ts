import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import { visuallyHiddenRules } from '../private/visuallyHiddenRules';

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
    '&:not(:focus)': visuallyHiddenRules,
    '&:focus-visible': focusRingStyle,
  },
});
