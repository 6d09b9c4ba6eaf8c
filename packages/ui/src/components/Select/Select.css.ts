import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { check as dropdownCheck } from '../private/Dropdown/Dropdown.css';

export const select = style({});

/** Added to the shared field input: the trigger shows the value and a chevron, like a field. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${select}[data-invalid] &`]: {
      borderColor: vars.tone.error.border,
      boxShadow: `inset 0 0 0 1px ${vars.tone.error.border}`,
    },
    [`${select}[data-open] &`]: { borderColor: vars.color.focusRing },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${trigger}[data-disabled] &`]: { color: 'inherit' },
  },
});

// The shown value repeats the chosen option's content, check mark included: a block-level SVG
// that would stack under the text and make the field taller than its neighbours.
globalStyle(`${value} ${dropdownCheck}`, { display: 'none' });

export const chevron = style({
  flexShrink: 0,
  fontSize: '1.25rem',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${select}[data-open] &`]: { transform: 'rotate(180deg)' },
    [`${trigger}[data-disabled] &`]: { color: 'inherit' },
  },
});
