import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  // The inline-start edge carries the tone; it flips with the direction.
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const tone = styleVariants(
  Object.fromEntries(
    tones.map((name) => [
      name,
      {
        backgroundColor: vars.tone[name].background,
        borderColor: vars.tone[name].border,
      },
    ]),
  ) as Record<(typeof tones)[number], { backgroundColor: string; borderColor: string }>,
);

export const icon = style({
  flexShrink: 0,
  fontSize: '1.25rem',
  marginBlockStart: '0.125rem',
});

export const iconTone = styleVariants(
  Object.fromEntries(tones.map((name) => [name, { color: vars.tone[name].accent }])) as Record<
    (typeof tones)[number],
    { color: string }
  >,
);

export const body = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
});

export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
});
