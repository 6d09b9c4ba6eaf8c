import { useLayoutEffect, useRef } from 'react';
import { useControllableState } from './useControllableState';

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

/**
 * A text field's value, controlled by its parent or not, that keeps the letters typed before
 * hydration: pass `value` and `onChange` to React Aria's field and `ref` to its input.
 */
export function useEarlyText<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const [text, setText] = useControllableState(value, defaultValue ?? '', onChange);
  const ref = useRef<E>(null);
  useEarlyInput(() => ref.current?.value, text, setText);
  return { ref, value: text, onChange: setText };
}
