import { AUTH_MESSAGE_IDS, forgotPasswordSchema, validateForgotPassword } from '@backline/domain';
import { Alert, Button, Link, TextField } from '@backline/ui';
import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { type AuthActionData, authPaths, refusal } from '../api/auth.server';
import { fieldErrorsOf, readForgotPassword, validationOf } from '../api/authForms';
import { callApi } from '../api/platform.server';
import { AuthPage } from '../components/auth/AuthPage';
import { useAuthText } from '../hooks/useAuthText';
import { useFormErrors } from '../hooks/useFormErrors';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

const validate = (form: FormData) =>
  validationOf(validateForgotPassword(readForgotPassword(form)), AUTH_MESSAGE_IDS);

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const input = readForgotPassword(await request.formData());
  const values = { email: input.email };
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) {
    return data<AuthActionData>(
      { errors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  const response = await callApi(request, context, authPaths.forgotPassword, {
    method: 'POST',
    body: parsed.data,
  });
  if (response.ok) return data<AuthActionData>({ done: true, values });
  return data(await refusal(response, values), { status: response.status });
}

export default function ForgetPasswordRoute() {
  const t = useT();
  const text = useAuthText();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { errorOf, onSubmit, clear } = useFormErrors(validate, answer?.errors);
  const emailError = errorOf('email');
  const footer = <Link href="/auth/login">{t('auth.forgot.backToSignIn')}</Link>;

  if (answer?.done) {
    return (
      <AuthPage title={t('auth.forgot.title')} footer={footer}>
        <Alert tone="success">{text('auth.resetRequested')}</Alert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} footer={footer}>
      {answer?.formError && <Alert tone="error">{text(answer.formError)}</Alert>}
      <Form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          isRequired
          validationBehavior="aria"
          defaultValue={answer?.values?.email}
          errorMessage={emailError ? text(emailError) : undefined}
          onChange={() => clear('email')}
        />
        <Button
          type="submit"
          isPending={navigation.state === 'submitting'}
          className={styles.fullWidth}
        >
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'auth.forgot.title');
