import { type Session, type SessionsResponse, sessionsShownOnce } from '@backline/domain';
import { SessionTable } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { readByGet } from '../api/people.server';
import { type SessionsLocationState, sessionsPaths } from '../api/sessions';
import { requireUser } from '../auth.server';
import { SessionLaunchDialogs } from '../components/sessions/SessionLaunchDialogs';
import { useJoinSession } from '../hooks/useJoinSession';
import { useMainSiteUrl } from '../hooks/useMainSiteUrl';
import { useSessionLaunch } from '../hooks/useSessionLaunch';
import type { MessageId } from '../i18n/messageIds';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const KINDS = ['friends', 'public', 'inactive'] as const;
type Kind = (typeof KINDS)[number];
const HEADINGS: Record<Kind, MessageId> = {
  friends: 'sessions.browse.friends',
  public: 'sessions.browse.public',
  inactive: 'sessions.browse.inactive',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const [friends, open, inactive] = await Promise.all(
    KINDS.map((kind) => readByGet<SessionsResponse>(request, context, sessionsPaths.list(kind))),
  );
  return { userId: me.id, lists: { friends, public: open, inactive } };
}

/** One of the three lists, kept fresh by SWR from the loader's answer. */
function useSessionList(kind: Kind, fallback: SessionsResponse | null) {
  return useSWR<SessionsResponse>(
    sessionsPaths.list(kind),
    apiFetcher,
    fallback ? { fallbackData: fallback, revalidateOnMount: false } : {},
  );
}

function SessionList({
  kind,
  list,
  sessions,
  onJoin,
  joiningId,
}: {
  kind: Kind;
  list: ReturnType<typeof useSessionList>;
  sessions: Session[];
  onJoin: Parameters<typeof SessionTable>[0]['onJoin'];
  joiningId: string | null;
}) {
  const t = useT();
  const { data, error, isLoading, mutate } = list;
  // Not a landmark of its own: the list inside is named by the same heading (the table on wide
  // screens, the carousel region on phones), and two regions of one name are one too many
  // (axe landmark-unique on /sessions at 375 px).
  return (
    <section className={styles.stack}>
      <h2 className={styles.subheading}>{t(HEADINGS[kind])}</h2>
      <SessionTable
        aria-label={t(HEADINGS[kind])}
        sessions={sessions}
        isLoading={isLoading && !data}
        hasError={Boolean(error) && !data}
        onRetry={() => void mutate()}
        onJoin={onJoin}
        joiningSessionId={joiningId}
      />
    </section>
  );
}

/** /sessions (part 1 §2): sessions with friends, public and inactive ones; Join hands off. */
export default function SessionsRoute() {
  const t = useT();
  const { userId, lists } = useLoaderData<typeof loader>();
  const { state, launch, close } = useSessionLaunch();
  const { join, joiningId } = useJoinSession(userId, launch);
  const mainSiteUrl = useMainSiteUrl();
  const loaded = {
    friends: useSessionList('friends', lists.friends ?? null),
    public: useSessionList('public', lists.public ?? null),
    inactive: useSessionList('inactive', lists.inactive ?? null),
  };
  // A public session with a friend in it is shown once, under "Sessions with friends".
  const shown = sessionsShownOnce(
    KINDS.map((kind) => [kind, loaded[kind].data?.sessions ?? []] as const),
  );
  useCreatedSessionHandOff(launch);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.browse.title')}</h1>
      {shown.map(([kind, sessions]) => (
        <SessionList
          key={kind}
          kind={kind}
          list={loaded[kind]}
          sessions={sessions}
          onJoin={(session) => void join(session)}
          joiningId={joiningId}
        />
      ))}
      <SessionLaunchDialogs state={state} onClose={close} mainSiteUrl={mainSiteUrl} />
    </div>
  );
}

/**
 * Arriving from /sessions/new with the session just created: hand it off to the desktop app,
 * worded for creating, once; the history entry then forgets it, so a reload does not repeat it.
 */
function useCreatedSessionHandOff(launch: (url: string, purpose: 'create') => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const created = (location.state as SessionsLocationState | null)?.created;
    if (!created || handled.current === created.id) return;
    handled.current = created.id;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    launch(created.launch_url, 'create');
  }, [location, navigate, launch]);
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.browse.title');
