import {
  buildChangePasswordPayload,
  type ChangePasswordForm as ChangePasswordFormValues,
  type ChangePasswordPayload,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
} from '@backline/domain';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { CurrentPasswordField } from '../private/CurrentPasswordField';
import { IdentityFormFrame, identityFormHeadingLevels } from '../private/IdentityFormFrame';
import { type IdentityFormProps, useIdentityForm } from '../private/useIdentityForm';

/** The API keys its errors `current_password` and `password` (part 2 §7): the input of each. */
const inputOf = {
  current_password: 'current_password',
  password: 'new_password',
} as const satisfies Record<string, keyof ChangePasswordFormValues>;
const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '' };

export const changePasswordFormHeadingLevels = identityFormHeadingLevels;

export interface ChangePasswordFormProps extends IdentityFormProps<ChangePasswordPayload> {
  /**
   * Called with `{old_password, new_password, new_password_confirm}` (the body of POST
   * /users/{id}/set_password: the new password sent twice, part 2 §5) once the domain's
   * `validateChangePassword` finds nothing wrong.
   */
  onSubmit: (payload: ChangePasswordPayload) => void;
  /**
   * The API changed the password: the form clears and says so (other sessions are signed out).
   * @default false
   */
  isSuccess?: boolean;
}

/**
 * The change-password form of /account/identity (part 2 §2, §5), headed "Change password". The
 * API's errors keyed `current_password` and `password` show under their fields.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const t = useUIMessages();
  const form = useIdentityForm(props, {
    empty: EMPTY,
    inputOf,
    validate: validateChangePassword,
    toPayload: buildChangePasswordPayload,
  });
  return (
    <IdentityFormFrame
      {...form.frame}
      heading={t('ui.changePasswordForm.title')}
      submitLabel={t('ui.changePasswordForm.submit')}
      success={form.isSuccess ? t('ui.changePasswordForm.changed') : undefined}
    >
      <CurrentPasswordField {...form.field('current_password')} />
      <TextField
        {...form.field('password')}
        label={t('ui.identity.field.password')}
        type="password"
        autoComplete="new-password"
        description={t('ui.changePasswordForm.hint', { min: PASSWORD_MIN_LENGTH })}
      />
    </IdentityFormFrame>
  );
}
