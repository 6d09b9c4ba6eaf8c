import { Alert, Button } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { type AuthActionData, authPaths, refusal } from '../api/auth.server';
import { textOf } from '../api/authForms';
import { callApi, cookiesFrom } from '../api/platform.server';
import { AuthPage } from '../components/auth/AuthPage';
import {
  clearSignUpNextCookie,
  firstStepAfterConfirmation,
} from '../components/auth/signUpNext.server';
import { useAuthText } from '../hooks/useAuthText';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/**
 * The mailed link: /auth/confirm-mail?token=… The visit only shows a button: mail scanners
 * open links on their own, and a single-use token spent by one would greet the person with
 * "invalid link". The POST is theirs; it confirms the address and signs in.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = textOf(await request.formData(), 'token').trim();
  const response = await callApi(request, context, authPaths.confirmEmail, {
    method: 'POST',
    body: { token },
  });
  // The link proves the mailbox: the API signed this browser in (decision 037). A new musician
  // takes the first step, then goes where they were going when they signed up (decision 026).
  if (response.ok) {
    const headers = cookiesFrom(response);
    headers.append('Set-Cookie', clearSignUpNextCookie());
    return redirect(firstStepAfterConfirmation(request), { headers });
  }
  const refused = await refusal(response);
  const reason = refused.errors?.token?.[0] ?? refused.formError;
  return data<AuthActionData>(reason ? { formError: reason } : {}, { status: response.status });
}

export default function ConfirmMailRoute() {
  const t = useT();
  const text = useAuthText();
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();

  return (
    <AuthPage title={t('auth.confirm.title')} intro={token ? t('auth.confirm.intro') : undefined}>
      {(answer?.formError || token === '') && (
        <Alert tone="error">{text(answer?.formError ?? 'auth.badToken')}</Alert>
      )}
      {token !== '' && (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <Button
            type="submit"
            isPending={navigation.state === 'submitting'}
            className={styles.fullWidth}
          >
            {t('auth.confirm.submit')}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.confirm.title');
