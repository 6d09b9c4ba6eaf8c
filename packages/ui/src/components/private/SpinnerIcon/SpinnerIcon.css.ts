import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../../theme/motion';

const rotate = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const icon = style({
  display: 'block',
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  animation: `${rotate} 0.8s linear infinite`,
  '@media': {
    // A spinner's motion is its meaning, so it keeps turning, slowly, under reduced motion.
    [reducedMotionQuery]: { animationDuration: '2.4s' },
  },
});

export const track = style({
  stroke: 'currentColor',
  opacity: 0.25,
});

export const arc = style({
  stroke: 'currentColor',
});
