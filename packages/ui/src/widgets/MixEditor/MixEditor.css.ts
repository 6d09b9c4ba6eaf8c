import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const editor = createContainer();

/** Lays out by its own width (decision 006): one column on a phone, tempo beside pitch when wide. */
export const mixEditor = style({
  containerName: editor,
  containerType: 'inline-size',
  minInlineSize: 0,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const settings = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': {
    [`${editor} (min-width: 30rem)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
