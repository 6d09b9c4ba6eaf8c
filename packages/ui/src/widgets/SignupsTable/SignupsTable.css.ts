import { style } from '@vanilla-extract/css';
import * as factCard from '../private/factCard.css';

export const signupsTable = style({
  minInlineSize: 0,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
});

export const { card, cardTitle, facts, term, detail } = factCard;
