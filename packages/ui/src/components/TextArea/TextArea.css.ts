import { style } from '@vanilla-extract/css';

/** Added to the shared field input: its height follows `rows`, and the user may drag it taller. */
export const textArea = style({
  display: 'block',
  resize: 'vertical',
});
