import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';

/**
 * Stories only: overlays portal into the story's own themed, `dir`-carrying element (as they do
 * in an app under DisplayPreferencesProvider) instead of the bare <body>, so they show the chosen
 * theme and direction and axe checks them with the story.
 */
export const withPortalInStory: Decorator = (Story) => (
  <PortalInStory>
    <Story />
  </PortalInStory>
);

function PortalInStory({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => container, [container]);
  return (
    <div ref={setContainer}>
      {container && (
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      )}
    </div>
  );
}
