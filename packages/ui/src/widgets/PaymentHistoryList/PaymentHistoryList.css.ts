import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import * as factCard from '../private/factCard.css';

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

export const { card, facts, term, detail } = factCard;

/** A long description wraps anywhere rather than widen the card. */
export const cardTitle = style([factCard.cardTitle, { overflowWrap: 'anywhere' }]);
