import { style } from '@vanilla-extract/css';
import * as fieldGrid from '../private/fieldGrid.css';

/** The fieldset is its own size container: one column on a phone, two when wide. */
export const fieldset = style([fieldGrid.fieldGridContainerStyle, fieldGrid.fieldset]);
export const { legend, grid, wide } = fieldGrid;
