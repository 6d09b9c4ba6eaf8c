import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const paymentHistoryList = style({
  minInlineSize: 0,
});

export const description = style({
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const statusTag = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** The status's tone: colour plus the status word, never colour alone. */
export const status = styleVariants(
  Object.fromEntries(
    tones.map((name) => [
      name,
      {
        backgroundColor: vars.tone[name].background,
        borderColor: vars.tone[name].border,
        color: vars.tone[name].text,
      },
    ]),
  ) as Record<
    (typeof tones)[number],
    { backgroundColor: string; borderColor: string; color: string }
  >,
);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  blockSize: '100%',
});

export const cardTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
});
