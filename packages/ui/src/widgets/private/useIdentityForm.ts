import {
  type FieldErrorKeys,
  hasNoFieldErrors,
  type IdentityErrorField,
  type IdentityMessageKey,
} from '@backline/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import {
  type IdentityServerErrors,
  identityFieldError,
  otherServerErrors,
} from './identityFieldErrors';
import { useServerErrorsUntilEdited } from './useServerErrorsUntilEdited';

export interface IdentityFormOptions<
  Values extends { [Key in keyof Values]: string },
  Field extends IdentityErrorField,
> {
  /** The values of an empty form (on mount and after a success). */
  empty: Values;
  /**
   * The input (its `name`, a key of `Values`) that shows each error key, in the form's order: the
   * first field with a problem takes the focus.
   */
  inputOf: Readonly<Record<Field, keyof Values & string>>;
  /** The domain's check: a message key per field with a problem. */
  validate: (values: Values) => FieldErrorKeys<Field, IdentityMessageKey>;
  /** Called with the values once `validate` finds nothing wrong and no request is in flight. */
  onValid: (values: Values) => void;
  serverErrors: IdentityServerErrors | null | undefined;
  formError: string | undefined;
  isPending: boolean;
  isSuccess: boolean;
}

/**
 * What the identity forms (change email, change password) share: their values, the domain's
 * messages under the fields until edited, the server's errors until edited (part 2 §2), the
 * errors above the button, no submit while pending, and a form cleared by a success.
 */
export function useIdentityForm<
  Values extends { [Key in keyof Values]: string },
  Field extends IdentityErrorField,
>({
  empty,
  inputOf,
  validate,
  onValid,
  serverErrors,
  formError,
  isPending,
  isSuccess,
}: IdentityFormOptions<Values, Field>) {
  const t = useUIMessages();
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

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [inputOf[field]]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    server.edited(field);
  };

  const errorOf = (field: Field) =>
    clientErrors[field] ??
    (server.isShown(field) ? identityFieldError(field, serverErrors, t) : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problems = validate(values);
    if (!hasNoFieldErrors(problems)) {
      setClientErrors(
        Object.fromEntries(
          fields.map((field) => {
            const key = problems[field];
            return [field, key ? t(`ui.identity.${key}`) : undefined];
          }),
        ) as Partial<Record<Field, string>>,
      );
      const first = fields.find((field) => problems[field]);
      if (first) {
        formRef.current?.querySelector<HTMLInputElement>(`[name="${inputOf[first]}"]`)?.focus();
      }
      return;
    }
    onValid(values);
  };

  const errors = [...otherServerErrors(serverErrors, fields), ...(formError ? [formError] : [])];
  return {
    values,
    change,
    errorOf,
    succeededWith,
    /** What the form's frame needs: its ref, its submit and the errors above its button. */
    frame: { formRef, onSubmit, errors },
  };
}
