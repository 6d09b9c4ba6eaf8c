import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { surface } from '../private/Overlay/overlay.css';

/**
 * How far off-screen the panel starts: a translate is physical, so the sign follows the panel's
 * edge and the direction (`:dir(rtl)` flips it; the inline-end edge is the left in RTL).
 */
const offscreen = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });
const slideOut = keyframes({ to: { transform: `translateX(${offscreen})` } });

export const drawer = style([
  surface,
  {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    maxInlineSize: '100%',
    blockSize: '100%',
    borderRadius: 0,
    borderBlockWidth: 0,
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
      },
      '&[data-exiting]': {
        animation: `${slideOut} ${vars.duration.standard} ${vars.easing.exit} forwards`,
      },
    },
  },
]);

export const placement = styleVariants({
  end: {
    insetInlineEnd: 0,
    borderInlineEndWidth: 0,
    vars: { [offscreen]: '100%' },
    selectors: { '&:dir(rtl)': { vars: { [offscreen]: '-100%' } } },
  },
  start: {
    insetInlineStart: 0,
    borderInlineStartWidth: 0,
    vars: { [offscreen]: '-100%' },
    selectors: { '&:dir(rtl)': { vars: { [offscreen]: '100%' } } },
  },
});

export const size = styleVariants({
  small: { inlineSize: '20rem' },
  medium: { inlineSize: '28rem' },
  large: { inlineSize: '40rem' },
});
