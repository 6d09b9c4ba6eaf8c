import { useCallback, useState } from 'react';

/**
 * A value the parent may control (`value` given) or leave to the component (`defaultValue`),
 * reporting every change through `onChange` either way, as React Aria's `isX`/`defaultX` props do.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
