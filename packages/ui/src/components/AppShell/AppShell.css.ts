import { createContainer, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../theme/focusRing';
import { vars } from '../../theme/vars.css';
import {
  BOXED_LAYOUT_WIDTH,
  COMBO_TOP_NAVIGATION_FROM,
  NAVIGATION_DRAWER_BELOW,
} from './appShellBreakpoints';

// The shell lays out by its own width (container queries on the spec's breakpoints): in an app
// that is the viewport's; in a story or a docs page it is the frame's, so narrow layouts can be
// shown and tested in any window.
const shellContainer = createContainer();
const wide = `${shellContainer} (min-width: ${NAVIGATION_DRAWER_BELOW}px)`;
const extraWide = `${shellContainer} (min-width: ${COMBO_TOP_NAVIGATION_FROM}px)`;

export const shell = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  position: 'relative',
  minBlockSize: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

const combo = `${shell}[data-navigation="combo"]`;
const top = `${shell}[data-navigation="top"]`;

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: 'inherit',
  marginInline: 'auto',
  selectors: {
    [`${shell}[data-layout="boxed"] &`]: { maxInlineSize: `${BOXED_LAYOUT_WIDTH}px` },
  },
  '@container': {
    [wide]: {
      selectors: {
        [`${shell}:not([data-navigation="top"]) &`]: {
          gridTemplateColumns: 'auto minmax(0, 1fr)',
        },
      },
    },
    [extraWide]: {
      selectors: {
        [`${combo} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      },
    },
  },
});

export const sidebar = style({
  display: 'none',
  inlineSize: '16rem',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: {
    [`${shell}[data-collapsed] &`]: { inlineSize: 'auto' },
    [`${shell}[data-navbar-style="card"] &`]: {
      padding: vars.space.small,
      borderInlineEnd: 0,
    },
  },
  '@container': {
    [wide]: { display: 'block' },
    [extraWide]: {
      selectors: { [`${combo} &`]: { display: 'none' } },
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minBlockSize: 'inherit',
});

export const fallbackBar = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': {
    [wide]: {
      selectors: {
        [`${shell}[data-navigation="vertical"] &`]: { display: 'none' },
      },
    },
  },
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  padding: vars.space.large,
  // Focused by the skip link: the page itself is the target, not a control to ring.
  outline: 'none',
  '@container': {
    [wide]: { padding: vars.space.xlarge },
  },
});

/** The menu button that opens the drawer: narrow screens only. */
export const navigationToggle = style({
  flexShrink: 0,
  '@container': {
    [wide]: { display: 'none' },
  },
});

export const navigationToggleIcon = style({
  fontSize: '1.25rem',
});

export const drawerDialog = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  gap: vars.space.small,
});

// Top and combo layouts: the horizontal navigation under the top bar.
export const topNavigation = style({
  display: 'none',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xxsmall,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@container': {
    [wide]: {
      selectors: { [`${top} &`]: { display: 'block' } },
    },
    [extraWide]: {
      selectors: { [`${combo} &`]: { display: 'block' } },
    },
  },
});

export const topNavigationList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topNavigationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.medium,
  margin: 0,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutralHover },
    '&:focus-visible, &[data-focus-visible]': focusRingStyle,
    // The page shown, or the group holding it: underlined in the accent colour.
    '&[aria-current="page"], &[data-current]': {
      color: vars.color.link,
      boxShadow: `inset 0 -2px 0 ${vars.color.link}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"], &[data-current]': { textDecoration: 'underline' },
      },
    },
  },
});

export const topNavigationChevron = style({
  color: vars.color.textMuted,
  selectors: {
    '[data-pressed] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const topNavigationDialog = style({
  padding: vars.space.xsmall,
});

export const topNavigationGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topNavigationGroupLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&:focus-visible, &[data-focus-visible]': focusRingStyle,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.link,
      fontWeight: vars.fontWeight.medium,
    },
  },
});
