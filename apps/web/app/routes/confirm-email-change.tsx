import { emailChangeOutcome, emailChangeToken } from '@backline/domain';
import { Alert, Button, Link } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { authPaths } from '../api/auth.server';
import { textOf } from '../api/authForms';
import { callApi, readJson } from '../api/platform.server';
import { AuthPage } from '../components/auth/AuthPage';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/**
 * The new address's mailed link: /confirm-email-change?token=… (part 1 §2). Opening it only
 * shows a button (decision 007); the POST confirms, and 200 means success (part 1 §7).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: emailChangeToken(new URL(request.url).search) ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = textOf(await request.formData(), 'token').trim();
  const response = await callApi(request, context, authPaths.confirmEmailChange, {
    method: 'POST',
    body: { token },
  });
  const body = response.ok ? await readJson<{ email: string }>(response) : null;
  return data(
    { outcome: emailChangeOutcome(response.status), email: body?.email ?? '' },
    { status: response.ok ? 200 : response.status },
  );
}

export default function ConfirmEmailChangeRoute() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const outcome = answer?.outcome ?? (token === '' ? 'failed' : null);
  const working = navigation.state === 'submitting';

  return (
    <AuthPage
      title={t('profile.emailChange.title')}
      intro={outcome ? undefined : t('profile.emailChange.intro')}
    >
      {outcome === 'done' && (
        <>
          <Alert tone="success">
            {t('profile.emailChange.done', { email: answer?.email ?? '' })}
          </Alert>
          <Link href="/profile" variant="standalone">
            {t('profile.emailChange.continue')}
          </Link>
        </>
      )}
      {outcome === 'failed' && <Alert tone="error">{t('profile.emailChange.failed')}</Alert>}
      {token !== '' && outcome !== 'done' && (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" isPending={working} className={styles.fullWidth}>
            {working ? t('profile.emailChange.working') : t('profile.emailChange.submit')}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.emailChange.title');
