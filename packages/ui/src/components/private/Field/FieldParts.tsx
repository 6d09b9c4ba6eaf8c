import type { ReactNode } from 'react';
import { FieldError, type FieldErrorProps, Label, Text } from 'react-aria-components';
import { ErrorIcon } from '../icons/icons';
import * as styles from './Field.css';

/** A field's label; a required field gets a mark (the input itself carries `aria-required`). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under a field, linked to it by `aria-describedby`. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Shows the field's error (given, or from validation) when the field is invalid. */
export function FieldErrorMessage({ children }: { children: FieldErrorProps['children'] }) {
  return (
    <FieldError className={styles.errorMessage}>
      {(validation) => (
        <>
          <ErrorIcon className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}
