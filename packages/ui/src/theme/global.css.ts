import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

// A small reset: enough that components look the same in every app, without restyling the app.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', { margin: 0 });
globalStyle(':where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd)', { margin: 0 });
globalStyle(':where(img, svg, video, canvas)', { display: 'block', maxInlineSize: '100%' });
globalStyle(':where(button, input, select, textarea)', { font: 'inherit', color: 'inherit' });

/**
 * The base of every themed tree: type, colours and the page background. Put it beside a theme
 * class (DisplayPreferencesProvider does; an app may put both on <html> during SSR).
 */
export const baseRoot = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  colorScheme: 'light dark',
});
