import type { ChangeEmailPayload, ChangePasswordPayload } from '@backline/domain';
import { ChangeEmailForm, ChangePasswordForm } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { accountPaths } from '../api/account';
import { fieldErrorIds } from '../api/apiTexts.server';
import { callApi, readApiError } from '../api/platform.server';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  return { userId: me.id, email: me.email };
}

type Intent = 'email' | 'password';

export interface IdentityActionData {
  intent: Intent;
  ok: boolean;
  /**
   * The API's field errors (keyed current_password, update_email, password: part 2 §7), a domain
   * refusal as its message id, any other text as the API sent it.
   */
  errors?: Record<string, string[]>;
  formError?: string;
}

/** Both forms post here (JSON with an intent); the API call is made in-process. */
export async function action({ request, context }: ActionFunctionArgs) {
  const me = await requireUser(request, context);
  const body = (await request.json().catch(() => ({}))) as { intent?: Intent } & Record<
    string,
    unknown
  >;
  const intent: Intent = body.intent === 'password' ? 'password' : 'email';
  const { intent: _ignored, ...payload } = body;
  const path =
    intent === 'email' ? accountPaths.updateEmail(me.id) : accountPaths.setPassword(me.id);
  const response = await callApi(request, context, path, { method: 'POST', body: payload });
  if (response.ok) return data<IdentityActionData>({ intent, ok: true });
  const refused = await readApiError(response);
  return data<IdentityActionData>(
    {
      intent,
      ok: false,
      ...(refused.errors ? { errors: fieldErrorIds(refused.errors) } : {}),
      ...(refused.error ? { formError: refused.error } : {}),
    },
    { status: response.status },
  );
}

/** /account/identity (part 2 §2 "Account identity"): change the e-mail and the password. */
export default function AccountIdentityRoute() {
  const t = useT();
  const { email } = useLoaderData<typeof loader>();
  const emailFetcher = useFetcher<typeof action>();
  const passwordFetcher = useFetcher<typeof action>();
  const submit =
    (fetcher: typeof emailFetcher, intent: Intent) =>
    (payload: ChangeEmailPayload | ChangePasswordPayload) =>
      fetcher.submit({ intent, ...payload }, { method: 'post', encType: 'application/json' });
  const answer = (fetcher: typeof emailFetcher) =>
    fetcher.state === 'idle' ? fetcher.data : undefined;
  const emailAnswer = answer(emailFetcher);
  const passwordAnswer = answer(passwordFetcher);
  const failed = (text: string | undefined) => (text ? t('account.identity.failed') : undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.identity.title')}</h1>
      <ChangeEmailForm
        currentEmail={email}
        onSubmit={submit(emailFetcher, 'email')}
        serverErrors={emailAnswer?.errors ?? null}
        formError={failed(emailAnswer?.formError)}
        isPending={emailFetcher.state !== 'idle'}
        isSuccess={emailAnswer?.ok === true}
      />
      <ChangePasswordForm
        onSubmit={submit(passwordFetcher, 'password')}
        serverErrors={passwordAnswer?.errors ?? null}
        formError={failed(passwordAnswer?.formError)}
        isPending={passwordFetcher.state !== 'idle'}
        isSuccess={passwordAnswer?.ok === true}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'account.identity.title');
