import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const size = styleVariants({
  small: { inlineSize: '2rem', blockSize: '2rem', fontSize: '0.8125rem' },
  medium: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: '1rem' },
  large: { inlineSize: '4rem', blockSize: '4rem', fontSize: '1.5rem' },
  xlarge: { inlineSize: '6rem', blockSize: '6rem', fontSize: '2.25rem' },
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  inlineSize: '60%',
  blockSize: '60%',
});
