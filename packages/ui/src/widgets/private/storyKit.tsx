import { BREAKPOINTS } from '@backline/domain';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

const NARROW_FRAME = 'narrow-frame';

/** Frames a story at the spec's narrowest width (xs, 320 px), as a phone shows it. */
export const narrowScreen: Decorator = (Story) => (
  <div data-testid={NARROW_FRAME} style={{ inlineSize: BREAKPOINTS.xs, maxInlineSize: '100%' }}>
    <Story />
  </div>
);

/**
 * The framed widget fits its narrow frame: nothing sticks out sideways, in either direction.
 * Checked until layout settles (an image still decoding may be a few pixels wide for a frame on
 * a loaded machine); a real overflow still fails when waitFor gives up.
 */
export async function expectFitsNarrowScreen(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>(`[data-testid="${NARROW_FRAME}"]`);
  await expect(frame).not.toBeNull();
  if (!frame) return;
  await waitFor(() => {
    if (frame.scrollWidth > frame.clientWidth) {
      throw new Error(`the frame scrolls: ${frame.scrollWidth} > ${frame.clientWidth} px`);
    }
    const edges = frame.getBoundingClientRect();
    for (const element of frame.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('[aria-hidden="true"]')) continue;
      if (box.left < edges.left - 1 || box.right > edges.right + 1) {
        throw new Error(
          `${element.tagName.toLowerCase()}.${element.className} sticks out: ${box.left}-${box.right} outside ${edges.left}-${edges.right}`,
        );
      }
    }
  });
}
