import { filterInvitees, type NewSession, type Person } from '@backline/domain';
import {
  type InviteeCandidate,
  type NewSessionField,
  NewSessionForm,
  toastQueue,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/fetcher';
import { loadFriends, loadPeopleByIds } from '../api/people';
import type { ApiErrorBody } from '../api/types';
import { requireUser } from '../auth.server';
import { useScheduler } from '../components/sessions/SchedulerContext';
import { createSession } from '../components/sessions/sessionsApi';
import { useMainSiteUrl } from '../components/sessions/useMainSiteUrl';
import { SessionLaunchDialogs, useSessionLaunch } from '../components/sessions/useSessionLaunch';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  return { userId: me.id };
}

const candidateOf = (person: Person): InviteeCandidate => ({
  id: person.id,
  first_name: person.first_name,
  last_name: person.last_name,
  name: person.name,
  photo_url: person.photo_url,
});

/**
 * /sessions/new (part 1 §2, §5): the new-session form; invitees come from the user's friends
 * (their names from filter_by_ids), filtered by first or last name. Creating hands the session
 * off to the desktop app like Join does.
 */
export default function NewSessionRoute() {
  const t = useT();
  const { userId } = useLoaderData<typeof loader>();
  const scheduler = useScheduler();
  const { state, launch, close } = useSessionLaunch();
  const mainSiteUrl = useMainSiteUrl();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<NewSessionField, readonly string[]>>>({});
  // The friends are read once, on the first search that applies.
  const friends = useRef<Promise<InviteeCandidate[]> | null>(null);

  const searchInvitees = useCallback(
    async (query: string) => {
      if (!friends.current) {
        friends.current = (async () => {
          const { friends: list } = await loadFriends(userId);
          if (list.length === 0) return [];
          const { musicians } = await loadPeopleByIds(
            userId,
            list.map((friend) => friend.id),
          );
          return musicians.map(candidateOf);
        })();
        friends.current.catch(() => {
          friends.current = null;
        });
      }
      return filterInvitees(await friends.current, query);
    },
    [userId],
  );

  const submit = useCallback(
    async (session: NewSession) => {
      setSubmitting(true);
      setErrors({});
      try {
        const created = await createSession(session);
        launch(created.launch_url);
      } catch (error) {
        const body = error instanceof ApiError ? (error.body as ApiErrorBody | null) : null;
        if (body?.errors) setErrors(body.errors as Partial<Record<NewSessionField, string[]>>);
        else toastQueue.error(t('sessions.new.failed'));
      } finally {
        setSubmitting(false);
      }
    },
    [launch, t],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.new.title')}</h1>
      <NewSessionForm
        searchInvitees={searchInvitees}
        onSubmit={(session) => void submit(session)}
        isSubmitting={submitting}
        errors={errors}
        scheduler={scheduler}
      />
      <SessionLaunchDialogs state={state} onClose={close} mainSiteUrl={mainSiteUrl} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.new.title');
