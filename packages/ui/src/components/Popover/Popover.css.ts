import { style } from '@vanilla-extract/css';
import { entrance, surface } from '../private/Overlay/overlay.css';

export const popover = style([
  surface,
  entrance,
  {
    minInlineSize: '12rem',
    maxInlineSize: 'min(24rem, calc(100vw - 1rem))',
    // React Aria sets max-height to the room left in the viewport. The content (Dialog, Menu)
    // inherits it and scrolls itself, so the popover never clips its arrow.
    display: 'flex',
    flexDirection: 'column',
  },
]);
