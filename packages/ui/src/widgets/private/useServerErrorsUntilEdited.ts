import { useState } from 'react';

/**
 * Which fields still show the server's errors: all of them when a new answer arrives, none that
 * the user has edited since (the error no longer describes what the field holds).
 */
export function useServerErrorsUntilEdited(errors: unknown) {
  const [state, setState] = useState<{ errors: unknown; edited: ReadonlySet<string> }>({
    errors,
    edited: new Set(),
  });
  // A new answer (another object) shows every field's error again.
  const edited = state.errors === errors ? state.edited : new Set<string>();
  if (state.errors !== errors) setState({ errors, edited });
  return {
    isShown: (field: string) => !edited.has(field),
    edited: (field: string) =>
      setState((current) =>
        current.edited.has(field)
          ? current
          : { errors: current.errors, edited: new Set([...current.edited, field]) },
      ),
  };
}
