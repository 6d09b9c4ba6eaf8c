import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * The address-style field grid shared by the forms that ask for an address (BillingAddressForm,
 * PayeeForm): it lays out by its container's width (decision 006), one column on a phone and
 * two when there is room, address lines across the whole row.
 */
export const fieldGridContainer = createContainer();

/** Makes an element the grid's size container; it fills its parent (a size container takes no width from its content). */
export const fieldGridContainerStyle = style({
  containerName: fieldGridContainer,
  containerType: 'inline-size',
  inlineSize: '100%',
  minInlineSize: 0,
});

/** A fieldset without the browser's frame. */
export const fieldset = style({
  inlineSize: '100%',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': {
    [`${fieldGridContainer} (min-width: 30rem)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

/** Address lines take the whole row. */
export const wide = style({
  '@container': {
    [`${fieldGridContainer} (min-width: 30rem)`]: { gridColumn: '1 / -1' },
  },
});
