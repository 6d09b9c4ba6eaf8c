import { createContext, type ReactNode } from 'react';

/**
 * What the AppShell hands to the TopBar inside it: the button that opens the navigation drawer
 * on narrow screens, and the horizontal navigation of the top and combo layouts.
 */
export interface AppShellSlots {
  navigationToggle: ReactNode;
  topNavigation: ReactNode;
}

export const AppShellContext = createContext<AppShellSlots | null>(null);
