import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { fadeIn, overlayZIndex, surface } from '../private/Overlay/overlay.css';

export const card = style([
  surface,
  {
    zIndex: overlayZIndex,
    inlineSize: 'max-content',
    maxInlineSize: 'min(20rem, calc(100vw - 1rem))',
    padding: vars.space.large,
    animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}`,
  },
]);
