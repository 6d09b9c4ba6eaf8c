import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { makeTheme, reducedMotionDurations } from './makeTheme';
import { reducedMotionQuery } from './motion';
import { lightColours } from './tokens';
import { vars } from './vars.css';

export const lightTheme = createTheme(
  vars,
  makeTheme(lightColours, { shadowOpacityScale: 1 }),
  'light',
);

// Every transition in the package reads vars.duration: zero them when motion is unwanted.
globalStyle(lightTheme, {
  '@media': {
    [reducedMotionQuery]: { vars: assignVars(vars.duration, reducedMotionDurations) },
  },
});
