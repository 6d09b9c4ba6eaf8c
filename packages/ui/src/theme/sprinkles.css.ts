import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpointConditions } from './breakpoints';
import { vars } from './vars.css';

// Layout properties respond to breakpoints; every spacing property is logical (inline/block), so
// right-to-left needs no second stylesheet. Space between siblings is `gap` on their parent, never
// a margin on the child (as in Braid): no margin sprinkles, and a smaller stylesheet.
const responsiveProperties = defineProperties({
  conditions: breakpointConditions,
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['start', 'center', 'end'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const colourProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      link: vars.color.link,
      danger: vars.color.danger,
    },
    backgroundColor: {
      background: vars.color.background,
      surface: vars.color.surface,
      subtle: vars.color.surfaceSubtle,
      sunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Atomic, theme-aware layout classes: `sprinkles({padding: {xs: 'small', md: 'large'}})`. */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
