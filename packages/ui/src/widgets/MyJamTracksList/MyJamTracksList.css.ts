import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const myJamTracksList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  color: vars.color.text,
});

export const search = style({
  maxInlineSize: '28rem',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border,
});

export const item = style({
  borderBlockEndWidth: 1,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
});

/** The whole row is the link: a large target on a phone. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralHover },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    },
  },
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
  overflowWrap: 'anywhere',
});

export const artist = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
});
