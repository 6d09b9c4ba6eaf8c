import { AUTH_MESSAGE_IDS, signUpSchema, validateSignUp } from '@backline/domain';
import { Alert, Button, Checkbox, Link, TextField } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import {
  Form,
  useActionData,
  useNavigation,
  useRouteLoaderData,
  useSearchParams,
} from '@remix-run/react';
import { type AuthActionData, authPaths, refusal } from '../api/auth.server';
import { fieldErrorsOf, readSignUp, validationOf } from '../api/authForms';
import { callApi } from '../api/platform.server';
import { redirectSignedIn, redirectTarget } from '../auth.server';
import { AuthPage } from '../components/auth/AuthPage';
import { signUpNextCookie } from '../components/auth/signUpNext.server';
import { useAuthText } from '../hooks/useAuthText';
import { useFormErrors } from '../hooks/useFormErrors';
import type { MessageId } from '../i18n/messageIds';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import { isSecureSite } from '../preferences/preferences.server';
import type { loader as rootLoader } from '../root';
import * as styles from '../styles/page.css';

const validate = (form: FormData) =>
  validationOf(validateSignUp(readSignUp(form)), AUTH_MESSAGE_IDS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const input = readSignUp(form);
  const values = { first_name: input.first_name, last_name: input.last_name, email: input.email };
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    return data<AuthActionData>(
      { errors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  const response = await callApi(request, context, authPaths.register, {
    method: 'POST',
    body: parsed.data,
  });
  // The same answer whether or not the address had an account (decision 037): the mailed link
  // confirms it and signs in; until then the page says to check the mailbox.
  if (response.ok) {
    const target = redirectTarget(form.get('redirectTo'));
    return data<AuthActionData>(
      { done: true, email: parsed.data.email.trim() },
      { headers: { 'Set-Cookie': signUpNextCookie(target, isSecureSite(context)) } },
    );
  }
  // Part 1 §8: any refusal reads "Registration failed. Please try again.", with the server's
  // reasons under the fields they concern.
  const refused = await refusal(response, values);
  return data<AuthActionData>(
    {
      ...refused,
      formError: 'auth.messages.registrationFailed' satisfies MessageId,
      ...(refused.formError ? { detail: refused.formError } : {}),
    },
    { status: response.status },
  );
}

export default function RegisterRoute() {
  const t = useT();
  const text = useAuthText();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? '';
  const { errorOf, onSubmit, clear } = useFormErrors(validate, answer?.errors);
  const error = (field: string) => {
    const message = errorOf(field);
    return message ? text(message) : undefined;
  };
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const signInHref = redirectTo
    ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}`
    : '/auth/login';

  if (answer?.done) {
    return (
      <AuthPage title={t('auth.register.sentTitle')} focusTitle>
        <div role="status" className={styles.form}>
          <p>{t('auth.register.sent', { email: answer.email ?? '' })}</p>
          <p className={styles.muted}>{t('auth.register.sentHint')}</p>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link href={signInHref}>{t('auth.register.signIn')}</Link>
        </p>
      }
    >
      {answer?.formError && (
        <Alert tone="error" title={text(answer.formError)}>
          {answer.detail ? text(answer.detail) : null}
        </Alert>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          name="first_name"
          autoComplete="given-name"
          label={t('auth.fields.firstName')}
          isRequired
          validationBehavior="aria"
          defaultValue={answer?.values?.first_name}
          errorMessage={error('first_name')}
          onChange={() => clear('first_name')}
        />
        <TextField
          name="last_name"
          autoComplete="family-name"
          label={t('auth.fields.lastName')}
          isRequired
          validationBehavior="aria"
          defaultValue={answer?.values?.last_name}
          errorMessage={error('last_name')}
          onChange={() => clear('last_name')}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          isRequired
          validationBehavior="aria"
          defaultValue={answer?.values?.email}
          errorMessage={error('email')}
          onChange={() => clear('email')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint')}
          isRequired
          validationBehavior="aria"
          errorMessage={error('password')}
          onChange={() => clear('password')}
        />
        <Checkbox
          name="terms"
          value="on"
          isRequired
          validationBehavior="aria"
          errorMessage={error('terms')}
          onChange={() => clear('terms')}
        >
          {t('auth.register.terms')}
        </Checkbox>
        {root?.mainSiteUrl && (
          <Link href={`${root.mainSiteUrl}/terms`} isExternal>
            {t('auth.register.termsLink')}
          </Link>
        )}
        <Button type="submit" isPending={isSubmitting} className={styles.fullWidth}>
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.register.title');
