import { filterInvitees, type NewSession, type Person } from '@backline/domain';
import {
  type InviteeCandidate,
  type NewSessionField,
  NewSessionForm,
  toastQueue,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/fetcher';
import { loadFriends, loadPeopleByIds } from '../api/people';
import { createSession, type SessionsLocationState } from '../api/sessions';
import type { ApiErrorBody } from '../api/types';
import { requireUser } from '../auth.server';
import { useScheduler } from '../hooks/SchedulerContext';
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
 * (their names from filter_by_ids), filtered by first or last name. The form asks to confirm;
 * once created, the browser goes to /sessions, where the new session is listed, and hands it
 * off to the desktop app there, worded for a created session.
 */
export default function NewSessionRoute() {
  const t = useT();
  const { userId } = useLoaderData<typeof loader>();
  const scheduler = useScheduler();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  // A second press before the first answer comes back creates nothing.
  const inFlight = useRef(false);
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
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setErrors({});
      try {
        const created = await createSession(session);
        // Where the new session is listed; the hand-off to the desktop app happens there.
        const state: SessionsLocationState = {
          created: { id: created.session.id, launch_url: created.launch_url },
        };
        navigate('/sessions', { state });
      } catch (error) {
        const body = error instanceof ApiError ? (error.body as ApiErrorBody | null) : null;
        if (body?.errors) setErrors(body.errors as Partial<Record<NewSessionField, string[]>>);
        else toastQueue.error(t('sessions.new.failed'));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [navigate, t],
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
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.new.title');
