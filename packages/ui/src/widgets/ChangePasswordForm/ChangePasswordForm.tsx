import {
  buildChangePasswordPayload,
  type ChangePasswordForm as ChangePasswordFormValues,
  type ChangePasswordPayload,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
} from '@backline/domain';
import type { FormHTMLAttributes } from 'react';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { IdentityFormFrame, identityFormHeadingLevels } from '../private/IdentityFormFrame';
import type { IdentityServerErrors } from '../private/identityFieldErrors';
import { useIdentityForm } from '../private/useIdentityForm';

/** The API keys its errors `current_password` and `password` (part 2 §7): the input of each. */
const inputOf = {
  current_password: 'current_password',
  password: 'new_password',
} as const satisfies Record<string, keyof ChangePasswordFormValues>;
const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '' };

export const changePasswordFormHeadingLevels = identityFormHeadingLevels;

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
  ...props
}: ChangePasswordFormProps) {
  const t = useUIMessages();
  const form = useIdentityForm({
    empty: EMPTY,
    inputOf,
    validate: validateChangePassword,
    onValid: (values) => onSubmit(buildChangePasswordPayload(values)),
    serverErrors,
    formError,
    isPending,
    isSuccess,
  });
  return (
    <IdentityFormFrame
      {...props}
      {...form.frame}
      title={t('ui.changePasswordForm.title')}
      submitLabel={t('ui.changePasswordForm.submit')}
      success={isSuccess ? t('ui.changePasswordForm.changed') : undefined}
      isPending={isPending}
      headingLevel={headingLevel}
    >
      <TextField
        label={t('ui.identity.field.current_password')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        isRequired
        validationBehavior="aria"
        value={form.values.current_password}
        onChange={form.change('current_password')}
        errorMessage={form.errorOf('current_password')}
      />
      <TextField
        label={t('ui.identity.field.password')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={form.values.new_password}
        onChange={form.change('password')}
        errorMessage={form.errorOf('password')}
        description={t('ui.changePasswordForm.hint', { min: PASSWORD_MIN_LENGTH })}
      />
    </IdentityFormFrame>
  );
}
