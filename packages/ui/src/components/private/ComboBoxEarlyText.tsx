import { type RefObject, useContext } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';
import { useEarlyInput } from './useEarlyInput';

/**
 * Inside a React Aria ComboBox: keeps the letters typed into its input before hydration, as if
 * they had been typed now — the combo box reports them (`onInputChange`, so the app fetches
 * suggestions) and, while the input still has focus, opens its list, as typing does.
 */
export function ComboBoxEarlyText({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  useEarlyInput(
    () => input.current?.value,
    state?.inputValue ?? '',
    (text) => {
      state?.setInputValue(text);
      if (text !== '' && input.current === document.activeElement) state?.open(null, 'input');
    },
  );
  return null;
}
