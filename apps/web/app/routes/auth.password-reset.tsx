import { AUTH_MESSAGE_IDS, resetPasswordSchema, validateResetPassword } from '@backline/domain';
import { Alert, Button, Link, TextField } from '@backline/ui';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { type AuthActionData, authPaths, redirectWithSession, refusal } from '../api/auth.server';
import { fieldErrorsOf, readResetPassword, validationOf } from '../api/authForms';
import { callApi } from '../api/platform.server';
import { AuthPage } from '../components/auth/AuthPage';
import { useAuthText } from '../hooks/useAuthText';
import { useFormErrors } from '../hooks/useFormErrors';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const validate = (form: FormData) =>
  validationOf(validateResetPassword(readResetPassword(form)), AUTH_MESSAGE_IDS);

/** The mailed link: /auth/password-reset?token=… */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token')?.trim() ?? '' };
}

/** Sets the new password; the API ends every other session and signs this browser in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const input = readResetPassword(await request.formData());
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    return data<AuthActionData>({ errors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
  }
  // The API checks the same schema, confirmation included: send what the person typed.
  const response = await callApi(request, context, authPaths.resetPassword, {
    method: 'POST',
    body: { ...input, token: parsed.data.token },
  });
  if (response.ok) return redirectWithSession('/profile?changed=password', response);
  return data(await refusal(response), { status: response.status });
}

export default function PasswordResetRoute() {
  const t = useT();
  const text = useAuthText();
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { errorOf, onSubmit, clear } = useFormErrors(validate, answer?.errors);
  const error = (field: string) => {
    const message = errorOf(field);
    return message ? text(message) : undefined;
  };
  // A token refused by the server (used, expired) or missing from the link: ask for another.
  const tokenError = token === '' ? text('auth.resetTokenRequired') : error('token');
  const footer = <Link href="/auth/forget-password">{t('auth.reset.requestNewLink')}</Link>;

  return (
    <AuthPage title={t('auth.reset.title')} footer={footer}>
      {tokenError && <Alert tone="error">{tokenError}</Alert>}
      {answer?.formError && <Alert tone="error">{text(answer.formError)}</Alert>}
      {token !== '' && (
        <Form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('auth.fields.newPassword')}
            description={t('auth.fields.passwordHint')}
            isRequired
            validationBehavior="aria"
            errorMessage={error('password')}
            onChange={() => clear('password')}
          />
          <TextField
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('auth.fields.passwordConfirmation')}
            isRequired
            validationBehavior="aria"
            errorMessage={error('password_confirmation')}
            onChange={() => clear('password_confirmation')}
          />
          <Button
            type="submit"
            isPending={navigation.state === 'submitting'}
            className={styles.fullWidth}
          >
            {t('auth.reset.submit')}
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.reset.title');
