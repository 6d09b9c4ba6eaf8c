import {
  type ChangeEmailPayload,
  hasNoFieldErrors,
  type IdentityErrorField,
  validateChangeEmail,
} from '@backline/domain';
import { type FormEvent, type FormHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import {
  type IdentityServerErrors,
  identityFieldError,
  otherServerErrors,
} from '../private/identityFieldErrors';
import { useServerErrorsUntilEdited } from '../private/useServerErrorsUntilEdited';
import * as styles from './ChangeEmailForm.css';

const fields = [
  'current_password',
  'update_email',
] as const satisfies readonly (keyof ChangeEmailPayload & IdentityErrorField)[];
type Field = (typeof fields)[number];

export const changeEmailFormHeadingLevels = [2, 3, 4] as const;

export interface ChangeEmailFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /**
   * Called with `{update_email, current_password}` (the body of POST /users/{id}/update_email)
   * once the domain's `validateChangeEmail` finds nothing wrong.
   */
  onSubmit: (payload: ChangeEmailPayload) => void;
  /**
   * The `errors` of the API's 400 answer, keyed `update_email` and `current_password`: each is
   * shown under its field, prefixed with the field's label (part 2 §2). Other keys show above the
   * button. A field's error hides once the user edits that field.
   */
  serverErrors?: IdentityServerErrors | null;
  /** A failure that belongs to no field (the network, a 500): shown above the button. */
  formError?: string;
  /** The request is in flight: the button shows it is pending and ignores presses. @default false */
  isPending?: boolean;
  /**
   * The API accepted the change: the form clears and says a confirmation link was mailed to the
   * new address (the address changes only once the link is followed). @default false
   */
  isSuccess?: boolean;
  /** The address the account has now, shown under the new one's field. */
  currentEmail?: string;
  /** The level of the form's heading ("Change email"). @default 2 */
  headingLevel?: (typeof changeEmailFormHeadingLevels)[number];
}

/** The change-email form of /account/identity (part 2 §2, §5). */
export function ChangeEmailForm({
  onSubmit,
  serverErrors,
  formError,
  isPending = false,
  isSuccess = false,
  currentEmail,
  headingLevel = 2,
  className,
  ...props
}: ChangeEmailFormProps) {
  const t = useUIMessages();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChangeEmailPayload>({
    update_email: '',
    current_password: '',
  });
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState('');
  const server = useServerErrorsUntilEdited(serverErrors);

  // A success clears the form; the message names the address the link went to.
  const wasSuccess = useRef(isSuccess);
  useEffect(() => {
    if (isSuccess && !wasSuccess.current) {
      setSentTo(values.update_email.trim());
      setValues({ update_email: '', current_password: '' });
    }
    wasSuccess.current = isSuccess;
  }, [isSuccess, values.update_email]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    server.edited(field);
  };

  const errorOf = (field: Field) =>
    clientErrors[field] ??
    (server.isShown(field) ? identityFieldError(field, serverErrors, t) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problems = validateChangeEmail(values);
    if (!hasNoFieldErrors(problems)) {
      setClientErrors(
        Object.fromEntries(
          fields.map((field) => {
            const key = problems[field];
            return [field, key ? t(`ui.identity.${key}`) : undefined];
          }),
        ),
      );
      const first = fields.find((field) => problems[field]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const others = [...otherServerErrors(serverErrors, fields), ...(formError ? [formError] : [])];
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      {...props}
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className={cx(styles.form, className)}
      onSubmit={submit}
    >
      <Heading id={headingId} className={styles.heading}>
        {t('ui.changeEmailForm.title')}
      </Heading>
      {isSuccess && sentTo && (
        <Alert tone="success">{t('ui.changeEmailForm.sent', { email: sentTo })}</Alert>
      )}
      <TextField
        label={t('ui.identity.field.current_password')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        isRequired
        validationBehavior="aria"
        value={values.current_password}
        onChange={change('current_password')}
        errorMessage={errorOf('current_password')}
      />
      <TextField
        label={t('ui.identity.field.update_email')}
        name="update_email"
        type="email"
        autoComplete="email"
        isRequired
        validationBehavior="aria"
        value={values.update_email}
        onChange={change('update_email')}
        errorMessage={errorOf('update_email')}
        description={
          currentEmail ? t('ui.changeEmailForm.current', { email: currentEmail }) : undefined
        }
      />
      {others.map((text) => (
        <InlineError key={text}>{text}</InlineError>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {t('ui.changeEmailForm.submit')}
        </Button>
      </div>
    </form>
  );
}
