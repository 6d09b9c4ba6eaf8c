import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './visuallyHiddenRules';

/** Present for assistive technology, invisible on screen. */
export const visuallyHidden = style(visuallyHiddenRules);
