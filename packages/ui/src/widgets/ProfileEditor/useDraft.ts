import { useState } from 'react';

/**
 * A text the user is typing, over the saved value the props carry: the draft follows the props
 * when they change (a reload, a reset), and keeps what the user typed otherwise, even while it is
 * invalid and so not reported.
 */
export function useDraft<T>(saved: T): [T, (next: T) => void] {
  const [state, setState] = useState({ saved, draft: saved });
  if (!Object.is(state.saved, saved)) {
    const next = { saved, draft: saved };
    setState(next);
    return [next.draft, (draft) => setState({ saved, draft })];
  }
  return [state.draft, (draft) => setState((current) => ({ ...current, draft }))];
}
