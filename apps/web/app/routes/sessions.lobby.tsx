import type { LobbyChatPage, Person } from '@backline/domain';
import { DesktopNotificationPrompt, LobbyChat, LobbyLayout, OnlineMusicians } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { readByGet } from '../api/people.server';
import { sessionsPaths } from '../api/sessions';
import { requireUser } from '../auth.server';
import { usePeopleOverlays } from '../components/people/PeopleOverlays';
import { useScheduler } from '../hooks/SchedulerContext';
import { useLobbyChat } from '../hooks/useLobbyChat';
import { useNotificationPrompt } from '../hooks/useNotificationPrompt';
import { useOnlineMusicians } from '../hooks/useOnlineMusicians';
import { usePresencePings } from '../hooks/usePresencePings';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const [lobby, chat] = await Promise.all([
    readByGet<{ musicians: Person[] }>(request, context, sessionsPaths.lobby),
    readByGet<LobbyChatPage>(request, context, sessionsPaths.chat(0)),
  ]);
  return {
    user: { id: me.id, name: me.name, photo_url: me.photo_url },
    lobby,
    chat,
  };
}

/**
 * /sessions/lobby (part 1 §2, §4): the online musicians (refreshed every 20 s), the lobby chat
 * (live), presence pings, and the desktop-notification prompt after 10 s unless declined. A
 * musician's name opens the profile panel, as on the people pages.
 */
export default function LobbyRoute() {
  const t = useT();
  const { user, lobby, chat } = useLoaderData<typeof loader>();
  const scheduler = useScheduler();
  usePresencePings(user.id);
  const musicians = useOnlineMusicians(lobby ?? null);
  const lines = useLobbyChat(user, chat ?? null);
  const prompt = useNotificationPrompt(user.id);
  const overlays = usePeopleOverlays();
  const onlineMusicians = musicians.data?.musicians ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.lobby.title')}</h1>
      <LobbyLayout
        createSessionHref="/sessions/new"
        users={
          <OnlineMusicians
            musicians={onlineMusicians}
            isLoading={musicians.isLoading && !musicians.data}
            hasError={Boolean(musicians.error) && !musicians.data}
            onRetry={() => void musicians.mutate()}
            onOpenMusician={(id) => {
              const person = onlineMusicians.find((musician) => musician.id === id);
              if (person) overlays.openDetails(person);
            }}
          />
        }
        chat={
          <LobbyChat
            messages={lines.messages}
            currentUserId={user.id}
            onSend={(text) => void lines.send(text)}
            draft={lines.draft}
            onDraftChange={lines.setDraft}
            isLoading={lines.loading}
            hasError={lines.failed}
            onRetry={() => void lines.retry()}
            onLoadOlder={lines.loadOlder ? () => void lines.loadOlder?.() : undefined}
            isLoadingOlder={lines.loadingOlder}
            hasSendError={lines.sendFailed}
          />
        }
      />
      {prompt.state && (
        <DesktopNotificationPrompt
          permission={prompt.state.permission}
          isSupported={prompt.state.supported}
          hasDeclined={prompt.state.declined}
          onEnable={() => void prompt.enable()}
          onDecline={prompt.decline}
          scheduler={scheduler}
        />
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.lobby.title');
