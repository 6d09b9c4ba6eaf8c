import { AUTH_MESSAGE_IDS, signInSchema, validateSignIn } from '@backline/domain';
import { Alert, Button, Checkbox, Link, TextField } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { type AuthActionData, authPaths, redirectWithSession, refusal } from '../api/auth.server';
import { fieldErrorsOf, readSignIn, validationOf } from '../api/authForms';
import { callApi } from '../api/platform.server';
import { redirectSignedIn, redirectTarget } from '../auth.server';
import { AuthPage } from '../components/auth/AuthPage';
import { useAuthText } from '../hooks/useAuthText';
import { useFormErrors } from '../hooks/useFormErrors';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const validate = (form: FormData) =>
  validationOf(validateSignIn(readSignIn(form)), AUTH_MESSAGE_IDS);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const input = readSignIn(form);
  const values = { email: input.email };
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return data<AuthActionData>(
      { errors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  const response = await callApi(request, context, authPaths.login, {
    method: 'POST',
    body: parsed.data,
  });
  if (response.ok) return redirectWithSession(redirectTarget(form.get('redirectTo')), response);
  return data(await refusal(response, values), { status: response.status });
}

export default function LoginRoute() {
  const t = useT();
  const text = useAuthText();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? '';
  const withRedirect = (path: string) =>
    redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
  const { errorOf, onSubmit, clear } = useFormErrors(validate, answer?.errors);
  const error = (field: string) => {
    const message = errorOf(field);
    return message ? text(message) : undefined;
  };
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <AuthPage
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <>
          <Link href="/auth/forget-password">{t('auth.login.forgotPassword')}</Link>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link href={withRedirect('/auth/register')}>{t('auth.login.register')}</Link>
          </p>
        </>
      }
    >
      {answer?.formError && <Alert tone="error">{text(answer.formError)}</Alert>}
      <Form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
          autoComplete="current-password"
          label={t('auth.fields.password')}
          isRequired
          validationBehavior="aria"
          errorMessage={error('password')}
          onChange={() => clear('password')}
        />
        <Checkbox name="remember_me" value="on">
          {t('auth.login.rememberMe')}
        </Checkbox>
        <Button type="submit" isPending={isSubmitting} className={styles.fullWidth}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.login.title');
