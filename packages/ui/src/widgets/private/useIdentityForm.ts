import {
  type FieldErrorKeys,
  hasNoFieldErrors,
  IDENTITY_MESSAGE_IDS,
  type IdentityErrorField,
  type IdentityMessageKey,
} from '@backline/domain';
import { type FormEvent, type FormHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import type { IdentityFormHeadingLevel } from './IdentityFormFrame';
import {
  type IdentityServerErrors,
  identityFieldError,
  otherServerErrors,
} from './identityFieldErrors';
import { useServerErrorsUntilEdited } from './useServerErrorsUntilEdited';

/** The props every identity form takes; each widget words the ones whose meaning is its own. */
export interface IdentityFormProps<Payload>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  onSubmit: (payload: Payload) => void;
  /**
   * The `errors` of the API's 400 answer: a key that names one of the form's fields is shown under
   * it, prefixed with the field's label (part 2 §2), or translated when it is a message id (the
   * app turns the domain's refusals into their ids on its server); other keys show above the
   * button. A field's error hides once the user edits that field.
   */
  serverErrors?: IdentityServerErrors | null;
  /** A failure that belongs to no field (the network, a 500): shown above the button. */
  formError?: string;
  /** The request is in flight: the button shows it is pending and ignores presses. @default false */
  isPending?: boolean;
  isSuccess?: boolean;
  /** The level of the form's heading. @default 2 */
  headingLevel?: IdentityFormHeadingLevel;
}

/** What makes one identity form its own: its values, the domain's check, its payload. */
export interface IdentityFormRules<
  Values extends { [Key in keyof Values]: string },
  Field extends IdentityErrorField,
  Payload,
> {
  /** The values of an empty form (on mount and after a success); a stable object. */
  empty: Values;
  /**
   * The input (its `name`, a key of `Values`) that shows each error key, in the form's order: the
   * first field with a problem takes the focus.
   */
  inputOf: Readonly<Record<Field, keyof Values & string>>;
  /** The domain's check: a message key per field with a problem. */
  validate: (values: Values) => FieldErrorKeys<Field, IdentityMessageKey>;
  /** The body sent once `validate` finds nothing wrong. */
  toPayload: (values: Values) => Payload;
}

/**
 * What the identity forms (change email, change password) share: their values, the domain's
 * messages under the fields until edited, the server's errors until edited (part 2 §2), the
 * errors above the button, no submit while pending, and a form cleared by a success.
 */
export function useIdentityForm<
  Values extends { [Key in keyof Values]: string },
  Field extends IdentityErrorField,
  Payload,
>(
  {
    onSubmit,
    serverErrors,
    formError,
    isPending = false,
    isSuccess = false,
    headingLevel = 2,
    ...formAttributes
  }: IdentityFormProps<Payload>,
  { empty, inputOf, validate, toPayload }: IdentityFormRules<Values, Field, Payload>,
) {
  const t = useUIMessages();
  const intl = useIntl();
  const isMessageId = (text: string): text is UIMessageId => Object.hasOwn(intl.messages, text);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  // The values the last success cleared (the change-email message names the new address).
  const [succeededWith, setSucceededWith] = useState<Values | null>(null);
  const server = useServerErrorsUntilEdited(serverErrors);
  const fields = Object.keys(inputOf) as Field[];

  // A success clears the form: passwords should not sit in the page.
  const wasSuccess = useRef(isSuccess);
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (isSuccess && !wasSuccess.current) {
      setSucceededWith(latest.current);
      setValues(empty);
    }
    wasSuccess.current = isSuccess;
  }, [isSuccess, empty]);

  const errorOf = (field: Field) =>
    clientErrors[field] ??
    (server.isShown(field)
      ? identityFieldError(field, serverErrors, { t, isMessageId })
      : undefined);

  /** The props of the TextField that holds an error key's input; label and type are the form's. */
  const field = (key: Field) => ({
    name: inputOf[key],
    isRequired: true,
    validationBehavior: 'aria' as const,
    value: values[inputOf[key]],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [inputOf[key]]: value }));
      setClientErrors((current) => ({ ...current, [key]: undefined }));
      server.edited(key);
    },
    errorMessage: errorOf(key),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problems = validate(values);
    if (!hasNoFieldErrors(problems)) {
      setClientErrors(
        Object.fromEntries(
          fields.map((key) => {
            const message = problems[key];
            return [key, message ? t(IDENTITY_MESSAGE_IDS[message]) : undefined];
          }),
        ) as Partial<Record<Field, string>>,
      );
      const first = fields.find((key) => problems[key]);
      if (first) {
        formRef.current?.querySelector<HTMLInputElement>(`[name="${inputOf[first]}"]`)?.focus();
      }
      return;
    }
    onSubmit(toPayload(values));
  };

  return {
    field,
    isSuccess,
    succeededWith,
    /** The props of the form's IdentityFormFrame, but for its texts. */
    frame: {
      ...formAttributes,
      formRef,
      onSubmit: submit,
      errors: [...otherServerErrors(serverErrors, fields), ...(formError ? [formError] : [])],
      isPending,
      headingLevel,
    },
  };
}
