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
