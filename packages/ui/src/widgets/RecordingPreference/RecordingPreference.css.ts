import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const recordingPreference = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

/** The spec's words are lower case ("my audio"); an option label starts with a capital. */
export const optionLabel = style({
  display: 'inline-block',
  selectors: {
    '&::first-letter': { textTransform: 'uppercase' },
  },
});
