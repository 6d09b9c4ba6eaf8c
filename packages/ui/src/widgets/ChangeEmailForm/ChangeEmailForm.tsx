import {
  type ChangeEmailPayload,
  type IdentityErrorField,
  validateChangeEmail,
} from '@backline/domain';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { CurrentPasswordField } from '../private/CurrentPasswordField';
import { IdentityFormFrame, identityFormHeadingLevels } from '../private/IdentityFormFrame';
import { type IdentityFormProps, useIdentityForm } from '../private/useIdentityForm';

/** Each error key of the API is the name of the input that shows it (part 2 §7). */
const inputOf = {
  current_password: 'current_password',
  update_email: 'update_email',
} as const satisfies Record<
  keyof ChangeEmailPayload & IdentityErrorField,
  keyof ChangeEmailPayload
>;
const EMPTY: ChangeEmailPayload = { update_email: '', current_password: '' };

export const changeEmailFormHeadingLevels = identityFormHeadingLevels;

export interface ChangeEmailFormProps extends IdentityFormProps<ChangeEmailPayload> {
  /**
   * Called with `{update_email, current_password}` (the body of POST /users/{id}/update_email)
   * once the domain's `validateChangeEmail` finds nothing wrong.
   */
  onSubmit: (payload: ChangeEmailPayload) => void;
  /**
   * The API accepted the change: the form clears and says a confirmation link was mailed to the
   * new address (the address changes only once the link is followed). @default false
   */
  isSuccess?: boolean;
  /** The address the account has now, shown under the new one's field. */
  currentEmail?: string;
}

/**
 * The change-email form of /account/identity (part 2 §2, §5), headed "Change email". The API's
 * errors keyed `update_email` and `current_password` show under their fields.
 */
export function ChangeEmailForm({ currentEmail, ...props }: ChangeEmailFormProps) {
  const t = useUIMessages();
  const form = useIdentityForm(props, {
    empty: EMPTY,
    inputOf,
    validate: validateChangeEmail,
    toPayload: (values) => values,
  });
  // The message names the address the link went to.
  const sentTo = form.succeededWith?.update_email.trim();
  return (
    <IdentityFormFrame
      {...form.frame}
      heading={t('ui.changeEmailForm.title')}
      submitLabel={t('ui.changeEmailForm.submit')}
      success={
        form.isSuccess && sentTo ? t('ui.changeEmailForm.sent', { email: sentTo }) : undefined
      }
    >
      <CurrentPasswordField {...form.field('current_password')} />
      <TextField
        {...form.field('update_email')}
        label={t('ui.identity.field.update_email')}
        type="email"
        autoComplete="email"
        description={
          currentEmail ? t('ui.changeEmailForm.current', { email: currentEmail }) : undefined
        }
      />
    </IdentityFormFrame>
  );
}
