import {
  buildChangePasswordPayload,
  type ChangePasswordForm as ChangePasswordFormValues,
  type ChangePasswordPayload,
  hasNoFieldErrors,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
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
import * as styles from './ChangePasswordForm.css';

/** The API keys its errors `current_password` and `password` (part 2 §7). */
const errorFields = ['current_password', 'password'] as const;
type ErrorField = (typeof errorFields)[number];
/** The input that shows each error key. */
const inputOf: Record<ErrorField, keyof ChangePasswordFormValues> = {
  current_password: 'current_password',
  password: 'new_password',
};
const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '' };

export const changePasswordFormHeadingLevels = [2, 3, 4] as const;

export interface ChangePasswordFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /**
   * Called with `{old_password, new_password, new_password_confirm}` (the body of POST
   * /users/{id}/set_password: the new password sent twice, part 2 §5) once the domain's
   * `validateChangePassword` finds nothing wrong.
   */
  onSubmit: (payload: ChangePasswordPayload) => void;
  /**
   * The `errors` of the API's 400 answer, keyed `current_password` and `password`: each is shown
   * under its field, prefixed with the field's label (part 2 §2). Other keys show above the
   * button. A field's error hides once the user edits that field.
   */
  serverErrors?: IdentityServerErrors | null;
  /** A failure that belongs to no field (the network, a 500): shown above the button. */
  formError?: string;
  /** The request is in flight: the button shows it is pending and ignores presses. @default false */
  isPending?: boolean;
  /**
   * The API changed the password: the form clears and says so (other sessions are signed out).
   * @default false
   */
  isSuccess?: boolean;
  /** The level of the form's heading ("Change password"). @default 2 */
  headingLevel?: (typeof changePasswordFormHeadingLevels)[number];
}

/** The change-password form of /account/identity (part 2 §2, §5). */
export function ChangePasswordForm({
  onSubmit,
  serverErrors,
  formError,
  isPending = false,
  isSuccess = false,
  headingLevel = 2,
  className,
  ...props
}: ChangePasswordFormProps) {
  const t = useUIMessages();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChangePasswordFormValues>(EMPTY);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const server = useServerErrorsUntilEdited(serverErrors);

  // A success clears both passwords: they should not sit in the page.
  const wasSuccess = useRef(isSuccess);
  useEffect(() => {
    if (isSuccess && !wasSuccess.current) setValues(EMPTY);
    wasSuccess.current = isSuccess;
  }, [isSuccess]);

  const change = (field: ErrorField) => (value: string) => {
    setValues((current) => ({ ...current, [inputOf[field]]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    server.edited(field);
  };

  const errorOf = (field: ErrorField) =>
    clientErrors[field] ??
    (server.isShown(field) ? identityFieldError(field, serverErrors, t) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problems = validateChangePassword(values);
    if (!hasNoFieldErrors(problems)) {
      setClientErrors(
        Object.fromEntries(
          errorFields.map((field) => {
            const key = problems[field];
            return [field, key ? t(`ui.identity.${key}`) : undefined];
          }),
        ),
      );
      const first = errorFields.find((field) => problems[field]);
      if (first) {
        formRef.current?.querySelector<HTMLInputElement>(`[name="${inputOf[first]}"]`)?.focus();
      }
      return;
    }
    onSubmit(buildChangePasswordPayload(values));
  };

  const others = [
    ...otherServerErrors(serverErrors, errorFields),
    ...(formError ? [formError] : []),
  ];
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
        {t('ui.changePasswordForm.title')}
      </Heading>
      {isSuccess && <Alert tone="success">{t('ui.changePasswordForm.changed')}</Alert>}
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
        label={t('ui.identity.field.password')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={values.new_password}
        onChange={change('password')}
        errorMessage={errorOf('password')}
        description={t('ui.changePasswordForm.hint', { min: PASSWORD_MIN_LENGTH })}
      />
      {others.map((text) => (
        <InlineError key={text}>{text}</InlineError>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {t('ui.changePasswordForm.submit')}
        </Button>
      </div>
    </form>
  );
}
