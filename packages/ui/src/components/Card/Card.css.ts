import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'block',
  minInlineSize: 0,
  borderRadius: vars.radius.large,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const elevation = styleVariants({
  flat: { boxShadow: vars.shadow.none },
  raised: { boxShadow: vars.shadow.raised },
});

export const padding = styleVariants({
  none: { padding: 0 },
  small: { padding: vars.space.medium },
  medium: { padding: vars.space.large },
  large: { padding: vars.space.xlarge },
});
