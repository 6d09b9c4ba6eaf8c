import { joinSessionAction, type Session } from '@backline/domain';
import { toastQueue } from '@backline/ui';
import { useCallback, useState } from 'react';
import { joinSession } from '../api/sessions';
import { useT } from '../i18n/useT';

/**
 * Join (part 1 §4 Join session; decision 016): a private session with approval sends a join
 * request and shows the info toast; otherwise the answer's launch link goes to `launch`.
 */
export function useJoinSession(userId: string, launch: (url: string) => void) {
  const t = useT();
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const join = useCallback(
    async (session: Session) => {
      setJoiningId(session.id);
      try {
        const answer = await joinSession(session.id);
        if (answer.status === 'requested') {
          toastQueue.info(t('sessions.joinRequestSent'));
        } else {
          launch(answer.launch_url);
        }
      } catch (error) {
        console.error(error);
        toastQueue.error(t('sessions.joinFailed'));
      } finally {
        setJoiningId(null);
      }
    },
    [launch, t],
  );

  return {
    join,
    joiningId,
    /** What pressing Join will do, for the button's hint. */
    actionFor: (session: Session) => joinSessionAction(session, userId),
  };
}
