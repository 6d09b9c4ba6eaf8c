import {
  type ChangeEmailPayload,
  type IdentityErrorField,
  validateChangeEmail,
} from '@backline/domain';
import type { FormHTMLAttributes } from 'react';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { IdentityFormFrame, identityFormHeadingLevels } from '../private/IdentityFormFrame';
import type { IdentityServerErrors } from '../private/identityFieldErrors';
import { useIdentityForm } from '../private/useIdentityForm';

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
  ...props
}: ChangeEmailFormProps) {
  const t = useUIMessages();
  const form = useIdentityForm({
    empty: EMPTY,
    inputOf,
    validate: validateChangeEmail,
    onValid: onSubmit,
    serverErrors,
    formError,
    isPending,
    isSuccess,
  });
  // The message names the address the link went to.
  const sentTo = form.succeededWith?.update_email.trim();
  return (
    <IdentityFormFrame
      {...props}
      {...form.frame}
      title={t('ui.changeEmailForm.title')}
      submitLabel={t('ui.changeEmailForm.submit')}
      success={isSuccess && sentTo ? t('ui.changeEmailForm.sent', { email: sentTo }) : undefined}
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
        label={t('ui.identity.field.update_email')}
        name="update_email"
        type="email"
        autoComplete="email"
        isRequired
        validationBehavior="aria"
        value={form.values.update_email}
        onChange={form.change('update_email')}
        errorMessage={form.errorOf('update_email')}
        description={
          currentEmail ? t('ui.changeEmailForm.current', { email: currentEmail }) : undefined
        }
      />
    </IdentityFormFrame>
  );
}
