import { BREAKPOINTS } from '@backline/domain';
import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The editor lays out by its own width (a page column, a dialog, a phone), not the window's.
const editor = createContainer();
const wide = `${editor} (min-width: ${BREAKPOINTS.sm}px)`;

export const profileEditor = style({
  containerName: editor,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  minInlineSize: 0,
  color: vars.color.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

/** One column on narrow widths, two from the sm breakpoint of the editor's own width. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const pickerWithRetry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const retry = style({
  alignSelf: 'flex-start',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const instrumentList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const instrumentRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const instrumentName = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  flex: '1 1 8rem',
  minInlineSize: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const instrumentPosition = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const proficiency = style({
  flex: '0 1 11rem',
  minInlineSize: '9rem',
});

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxsmall,
});

export const addInstrument = style({
  maxInlineSize: '24rem',
});

export const interestList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const interest = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** A flag's details sit under it, indented on the inline-start side (the right in RTL). */
export const interestDetails = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.xlarge,
  borderInlineStartWidth: 2,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.border,
  '@container': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
