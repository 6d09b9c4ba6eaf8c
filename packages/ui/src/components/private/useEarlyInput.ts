import { useLayoutEffect } from 'react';

/**
 * Keeps what a person typed or chose before the page's JavaScript took over.
 *
 * A server-rendered field takes input before hydration (a slow phone shows the form seconds before
 * React runs). React keeps the DOM's value while it hydrates, but the component's state still holds
 * the server's value, and its next render writes that back over the person's input: the radio
 * they picked goes blank, the letters they typed vanish. Once, right after the first render in
 * the browser, this reads the field's value from the DOM (`read`, `undefined` for "nothing to
 * say") and hands it to `adopt` when it differs from the value React rendered. On a client-side
 * mount the two are equal and nothing happens.
 *
 * A layout effect, so the value is adopted in the hydration's own commit, before any other update
 * can render the old state over the DOM.
 */
export function useEarlyInput<T>(
  read: () => T | undefined,
  rendered: T,
  adopt: (value: T) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render; later differences are React's own renders
  useLayoutEffect(() => {
    const value = read();
    if (value !== undefined && value !== rendered) adopt(value);
  }, []);
}
