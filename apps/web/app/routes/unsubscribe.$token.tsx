import { unsubscribeOutcome } from '@backline/domain';
import { Alert, Button, Link } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type FormEvent, useState } from 'react';
import { AuthPage } from '../components/auth/AuthPage';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

type Outcome = 'done' | 'failed';

/**
 * The link of every marketing e-mail (part 1 §2, decision 011). Opening it changes nothing: the
 * button posts the token to POST /unsubscribe/{token}, which the server hands to the API. Without
 * script the form post comes back here with ?done=1 or ?failed=1.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const outcome: Outcome | null = search.has('done')
    ? 'done'
    : search.has('failed')
      ? 'failed'
      : null;
  return { token: params.token ?? '', outcome };
}

export default function UnsubscribeRoute() {
  const t = useT();
  const { token, outcome: fromServer } = useLoaderData<typeof loader>();
  const [outcome, setOutcome] = useState<Outcome | null>(fromServer);
  const [working, setWorking] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWorking(true);
    try {
      const response = await fetch(`/unsubscribe/${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      setOutcome(unsubscribeOutcome(response.status) === 'done' ? 'done' : 'failed');
    } catch {
      setOutcome('failed');
    } finally {
      setWorking(false);
    }
  };

  return (
    <AuthPage title={t('unsubscribe.title')} intro={outcome ? undefined : t('unsubscribe.intro')}>
      {outcome === 'done' && <Alert tone="success">{t('unsubscribe.done')}</Alert>}
      {outcome === 'failed' && <Alert tone="error">{t('unsubscribe.failed')}</Alert>}
      {outcome !== 'done' && (
        <form
          method="post"
          action={`/unsubscribe/${encodeURIComponent(token)}`}
          onSubmit={onSubmit}
          className={styles.form}
        >
          <Button type="submit" isPending={working} className={styles.fullWidth}>
            {working ? t('unsubscribe.working') : t('unsubscribe.submit')}
          </Button>
        </form>
      )}
      {outcome === 'done' && (
        <Link href="/account/preferences" variant="standalone">
          {t('unsubscribe.preferences')}
        </Link>
      )}
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'unsubscribe.title');
