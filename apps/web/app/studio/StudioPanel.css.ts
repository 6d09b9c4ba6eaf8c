import { vars } from '@backline/ui';
import { style } from '@vanilla-extract/css';

/** Play, the clock, the state and the shortcuts: one row that wraps on a phone. */
export const transport = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
});

/**
 * A button whose label can be longer than a phone is wide ("Guardar como mezcla personalizada"
 * is 327 px on one line): the label wraps inside the column instead of pushing the page sideways.
 */
export const wrappingButton = style({
  maxInlineSize: '100%',
  whiteSpace: 'normal',
  textAlign: 'center',
  paddingBlock: vars.space.xsmall,
});
