import { createContext, use } from 'react';
import type { Me } from '../api/types';

/**
 * The signed-in user as the signed-in frame knows it (SWR keeps it fresh there), or null for a
 * visitor. For what a visitor's page may also show signed in: it reads no SWR, so a visitor's
 * first load does not bring SWR for it (decision 039, session 17).
 */
export const ViewerContext = createContext<Me | null>(null);

/** The signed-in user, or null for a visitor. */
export function useViewer(): Me | null {
  return use(ViewerContext);
}
