import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';

/** The current password every identity form asks for first; the browser may fill the saved one. */
export function CurrentPasswordField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>,
) {
  const t = useUIMessages();
  return (
    <TextField
      {...props}
      label={t('ui.identity.field.current_password')}
      type="password"
      autoComplete="current-password"
    />
  );
}
