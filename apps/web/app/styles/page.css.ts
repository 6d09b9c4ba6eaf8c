import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** A page's main column: readable width, centred, with room on small screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  inlineSize: '100%',
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
});

/** The narrow column of the sign-in and sign-up forms. */
export const authPage = style([page, { maxInlineSize: '28rem' }]);

export const heading = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

export const subheading = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({ color: vars.color.textMuted });

/** Fields stacked with even spacing; the submit button spans the column. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const fullWidth = style({ inlineSize: '100%' });

/** Links under a form ("Forgot your password?", "Create an account"). */
export const formFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** A fieldset of choices drawn as a row of buttons (theme, direction, language). */
export const choiceGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
});
