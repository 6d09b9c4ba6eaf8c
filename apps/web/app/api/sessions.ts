import type {
  CreatedSessionResponse,
  JoinSessionResponse,
  LobbyChatMessage,
  LobbyChatPage,
  NewSession,
} from '@backline/domain';
import { lobbyChatQuery, sessionHistoryQuery } from '@backline/domain';
import { apiFetcher, apiPost, apiPostKeyed, expectJson } from './fetcher';

/** The sessions, lobby and artifact calls as the browser makes them (decision 016). */
export const sessionsPaths = {
  list: (kind: 'friends' | 'public' | 'inactive') => `/api/sessions/${kind}`,
  create: '/api/sessions',
  join: (id: string) => `/api/sessions/${encodeURIComponent(id)}/join`,
  history: (offset: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(sessionHistoryQuery(offset))) {
      query.set(key, String(value));
    }
    return `/api/sessions/history?${query}`;
  },
  lobby: '/api/users/lobby',
  appInteractions: (me: string) => `/api/users/${me}/app_interactions`,
  chat: (start: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(lobbyChatQuery(start))) query.set(key, String(value));
    return `/api/chat?${query}`;
  },
  postChat: '/api/chat',
  clients: '/api/artifacts/clients',
  /** The lobby's own stream: chat lines are opt-in (decision 016). */
  chatEvents: '/api/events?streams=chat_message',
} as const;

export const joinSession = (id: string) =>
  apiPost(sessionsPaths.join(id), {}).then(expectJson<JoinSessionResponse>);

/** What /sessions/new leaves for /sessions (history state): the session just created. */
export interface SessionsLocationState {
  created?: { id: string; launch_url: string };
}

export const createSession = (session: NewSession) =>
  apiPostKeyed(sessionsPaths.create, session).then(expectJson<CreatedSessionResponse>);

export const loadChat = (start: number) => apiFetcher<LobbyChatPage>(sessionsPaths.chat(start));

export const postChat = (message: string, clientId: string) =>
  apiPost(sessionsPaths.postChat, { message, client_id: clientId }).then(
    expectJson<LobbyChatMessage>,
  );
