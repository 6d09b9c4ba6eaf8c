import type { SessionsResponse } from '@backline/domain';
import { SessionTable } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { readByGet } from '../api/people.server';
import { requireUser } from '../auth.server';
import { sessionsPaths } from '../components/sessions/sessionsApi';
import { useJoinSession } from '../components/sessions/useJoinSession';
import { useMainSiteUrl } from '../components/sessions/useMainSiteUrl';
import { SessionLaunchDialogs, useSessionLaunch } from '../components/sessions/useSessionLaunch';
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
function SessionList({
  kind,
  fallback,
  onJoin,
  joiningId,
}: {
  kind: Kind;
  fallback: SessionsResponse | null;
  onJoin: Parameters<typeof SessionTable>[0]['onJoin'];
  joiningId: string | null;
}) {
  const t = useT();
  const headingId = `sessions-${kind}`;
  const { data, error, isLoading, mutate } = useSWR<SessionsResponse>(
    sessionsPaths.list(kind),
    apiFetcher,
    fallback ? { fallbackData: fallback, revalidateOnMount: false } : {},
  );
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h2 id={headingId} className={styles.subheading}>
        {t(HEADINGS[kind])}
      </h2>
      <SessionTable
        aria-label={t(HEADINGS[kind])}
        sessions={data?.sessions ?? []}
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
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.browse.title')}</h1>
      {KINDS.map((kind) => (
        <SessionList
          key={kind}
          kind={kind}
          fallback={lists[kind] ?? null}
          onJoin={(session) => void join(session)}
          joiningId={joiningId}
        />
      ))}
      <SessionLaunchDialogs state={state} onClose={close} mainSiteUrl={mainSiteUrl} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.browse.title');
