import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  // Takes the height its container allows (a popover's room, a drawer's height) and scrolls.
  maxBlockSize: 'inherit',
  minBlockSize: 0,
  padding: vars.space.xlarge,
  overflow: 'auto',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

/** The close button keeps to the header's inline-end, and pulls into the padding to align. */
export const closeButton = style({
  flexShrink: 0,
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  // Without a title the button still sits at the inline-end.
  marginInlineStart: 'auto',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minBlockSize: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});
