import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { makeTheme, reducedMotionDurations } from './makeTheme';
import { reducedMotionQuery } from './motion';
import { darkColours } from './tokens';
import { vars } from './vars.css';

export const darkTheme = createTheme(
  vars,
  makeTheme(darkColours, { shadowOpacityScale: 2 }),
  'dark',
);

// Every transition in the package reads vars.duration: zero them when motion is unwanted.
globalStyle(darkTheme, {
  '@media': {
    [reducedMotionQuery]: { vars: assignVars(vars.duration, reducedMotionDurations) },
  },
});
