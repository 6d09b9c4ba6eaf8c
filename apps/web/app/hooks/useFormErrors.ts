import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '../api/authForms';
import type { FieldErrors } from '../api/types';

/** What a domain schema's `safeParse` answers (zod), reduced to what a form needs. */
interface Validation {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}

export interface FormErrors {
  /** The first error of each field: the browser's check, else what the server answered. */
  errorOf: (field: string) => string | undefined;
  /** Validates in the browser before sending; stops the submit and focuses the first error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears a field's error as soon as the person edits it. */
  clear: (field: string) => void;
  /** Whether the browser's check failed the last attempt. */
  hasClientErrors: boolean;
}

/**
 * Field errors of a form validated twice with the same domain schema: in the browser on submit,
 * and by the server (the action and the API) when JavaScript is off or the browser check passed.
 */
export function useFormErrors(
  validate: (form: FormData) => Validation,
  serverErrors: FieldErrors | undefined,
): FormErrors {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // A new answer from the server replaces whatever the browser found before.
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setClientErrors(null);
  }

  const shown = clientErrors ?? serverErrors ?? {};

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      formRef.current = event.currentTarget;
      const result = validate(new FormData(event.currentTarget));
      if (result.success || !result.error) {
        setClientErrors({});
        return;
      }
      event.preventDefault();
      setClientErrors(fieldErrorsOf(result.error.issues));
      setAttempt((n) => n + 1);
    },
    [validate],
  );

  const clear = useCallback(
    (field: string) => {
      if (!shown[field]) return;
      setClientErrors({ ...shown, [field]: undefined });
    },
    [shown],
  );

  return {
    errorOf: (field) => shown[field]?.[0],
    onSubmit,
    clear,
    hasClientErrors: clientErrors !== null && Object.values(clientErrors).some(Boolean),
  };
}
