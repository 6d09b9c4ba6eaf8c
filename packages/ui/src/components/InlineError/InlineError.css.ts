import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const inlineError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const tone = styleVariants(
  Object.fromEntries(tones.map((name) => [name, { color: vars.tone[name].text }])) as Record<
    (typeof tones)[number],
    { color: string }
  >,
);

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '0.125rem',
});
