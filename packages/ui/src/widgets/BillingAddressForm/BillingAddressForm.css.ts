import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const form = createContainer();

/** A fieldset that lays out by its own width (decision 006): one column on a phone, two when wide. */
export const fieldset = style({
  containerName: form,
  containerType: 'inline-size',
  // A size container takes no width from its content: it fills its parent instead.
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
    [`${form} (min-width: 30rem)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

/** Address lines take the whole row. */
export const wide = style({
  '@container': {
    [`${form} (min-width: 30rem)`]: { gridColumn: '1 / -1' },
  },
});
