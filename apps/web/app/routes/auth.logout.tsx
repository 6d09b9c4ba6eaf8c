import { SIGN_IN_PATH } from '@backline/domain';
import { Button } from '@backline/ui';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, useNavigation } from '@remix-run/react';
import { authPaths } from '../api/auth.server';
import { callApi, cookiesFrom } from '../api/platform.server';
import { getViewer } from '../auth.server';
import { AuthPage } from '../components/auth/AuthPage';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** A visit asks first: signing out is a POST, so a link on another site cannot do it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { me } = await getViewer(request, context);
  if (!me) throw redirect(SIGN_IN_PATH);
  return null;
}

/** Ends the session on the server (part 1 §4) and lets the browser drop its cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const response = await callApi(request, context, authPaths.logout, { method: 'DELETE' });
  return redirect(SIGN_IN_PATH, { headers: cookiesFrom(response) });
}

export default function LogoutRoute() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <AuthPage title={t('auth.logout.title')} intro={t('auth.logout.question')}>
      <Form method="post" className={styles.row}>
        <Button type="submit" isPending={navigation.state === 'submitting'}>
          {t('auth.logout.submit')}
        </Button>
        <Button variant="secondary" onPress={() => window.history.back()}>
          {t('auth.logout.stay')}
        </Button>
      </Form>
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.logout.title');
