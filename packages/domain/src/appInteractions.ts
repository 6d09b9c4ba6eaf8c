/** What the lobby reports (part 1 §7 POST /users/{id}/app_interactions). */
export const APP_INTERACTION_ACTS = ['page:enter', 'page:exit'] as const;
export type AppInteractionAct = (typeof APP_INTERACTION_ACTS)[number];

/** Body of POST /users/{id}/app_interactions (the API parses it with appInteractionSchema). */
export interface AppInteraction {
  client: 'browser';
  screen: 'session:lobby';
  act: AppInteractionAct;
}

export function lobbyInteraction(act: AppInteractionAct): AppInteraction {
  return { client: 'browser', screen: 'session:lobby', act };
}

/**
 * What happened to the lobby page: it opened, the tab's visibility changed, the user left, or
 * the 60 s ping (INTERACTION_PING_MS) came round.
 */
export type LobbyPageEvent = 'opened' | 'visible' | 'hidden' | 'left' | 'ping';

/**
 * The interaction to send for an event (part 1 §4, §7): entering when the page opens visible or
 * becomes visible, and every 60 s while visible; leaving when it is hidden or left. `visible` is
 * the page's visibility before the event; nothing is sent for a hidden page.
 */
export function lobbyInteractionFor(
  event: LobbyPageEvent,
  visible: boolean,
): AppInteraction | null {
  switch (event) {
    case 'opened':
    case 'ping':
      return visible ? lobbyInteraction('page:enter') : null;
    case 'visible':
      return lobbyInteraction('page:enter');
    case 'hidden':
      return lobbyInteraction('page:exit');
    case 'left':
      return visible ? lobbyInteraction('page:exit') : null;
  }
}
