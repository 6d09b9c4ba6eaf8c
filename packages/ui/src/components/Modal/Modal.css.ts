import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { surface } from '../private/Overlay/overlay.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
});
const sink = keyframes({
  to: { opacity: 0, transform: 'scale(0.98)' },
});

/** Centres the modal on the scrim, keeping a margin on small screens. */
export const overlay = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  // Follows the visual viewport height on mobile browsers whose toolbars come and go.
  blockSize: '100dvh',
});

export const modal = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    maxInlineSize: '100%',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.large})`,
    borderRadius: vars.radius.large,
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.duration.standard} ${vars.easing.enter}`,
      },
      '&[data-exiting]': {
        animation: `${sink} ${vars.duration.fast} ${vars.easing.exit} forwards`,
      },
    },
  },
]);

export const size = styleVariants({
  small: { inlineSize: '26rem' },
  medium: { inlineSize: '34rem' },
  large: { inlineSize: '48rem' },
});
