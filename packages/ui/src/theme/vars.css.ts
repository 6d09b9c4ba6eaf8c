import { createThemeContract } from '@vanilla-extract/css';
import { makeTheme } from './makeTheme';
import { lightColours } from './tokens';

/**
 * The theme contract: CSS custom properties every component reads. Its shape is the output of
 * `makeTheme`, so a token added there is a variable here and a required value in every theme.
 */
export const vars = createThemeContract(makeTheme(lightColours, { shadowOpacityScale: 1 }));
