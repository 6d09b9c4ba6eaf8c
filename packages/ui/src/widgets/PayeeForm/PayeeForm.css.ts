import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as fieldGrid from '../private/fieldGrid.css';

/** The form is the size container of its field grids: one column on a phone, two when wide. */
export const payeeForm = style([
  fieldGrid.fieldGridContainerStyle,
  { display: 'grid', gap: vars.space.xlarge, justifyItems: 'start' },
]);

export const { fieldset, legend, grid, wide } = fieldGrid;

export const notAffiliate = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});
