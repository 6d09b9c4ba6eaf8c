import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { entrance } from '../private/Overlay/overlay.css';

/** Inverse colours (dark on a light page, light on a dark one) set the tooltip apart. */
export const tooltip = style([
  entrance,
  {
    maxInlineSize: '16rem',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.text,
    color: vars.color.background,
    fontFamily: vars.fontFamily.body,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    overflowWrap: 'break-word',
    '@media': {
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
]);
