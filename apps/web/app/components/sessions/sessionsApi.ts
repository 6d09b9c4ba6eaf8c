import type {
  ArtifactsResponse,
  CreatedSessionResponse,
  JoinSessionResponse,
  LobbyChatMessage,
  LobbyChatPage,
  NewSession,
  Person,
  SessionHistoryPage,
} from '@backline/domain';
import { lobbyChatQuery, sessionHistoryQuery } from '@backline/domain';
import { ApiError, apiFetcher, apiPost, apiPostKeyed } from '../../api/fetcher';

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

async function json<T>(response: Response): Promise<T> {
  const body: unknown = response.headers.get('content-type')?.includes('application/json')
    ? await response.json()
    : null;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export const joinSession = (id: string) =>
  apiPost(sessionsPaths.join(id), {}).then(json<JoinSessionResponse>);

/** What /sessions/new leaves for /sessions (history state): the session just created. */
export interface SessionsLocationState {
  created?: { id: string; launch_url: string };
}

export const createSession = (session: NewSession) =>
  apiPostKeyed(sessionsPaths.create, session).then(json<CreatedSessionResponse>);

export const loadHistory = (offset: number) =>
  apiFetcher<SessionHistoryPage>(sessionsPaths.history(offset));

export const loadLobby = () => apiFetcher<{ musicians: Person[] }>(sessionsPaths.lobby);

export const loadChat = (start: number) => apiFetcher<LobbyChatPage>(sessionsPaths.chat(start));

export const postChat = (message: string, clientId: string) =>
  apiPost(sessionsPaths.postChat, { message, client_id: clientId }).then(json<LobbyChatMessage>);

export const loadClients = () => apiFetcher<ArtifactsResponse>(sessionsPaths.clients);
