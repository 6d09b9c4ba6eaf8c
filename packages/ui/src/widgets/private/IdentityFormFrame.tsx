import type { FormEvent, FormHTMLAttributes, ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import * as styles from './IdentityFormFrame.css';

export const identityFormHeadingLevels = [2, 3, 4] as const;
export type IdentityFormHeadingLevel = (typeof identityFormHeadingLevels)[number];

export interface IdentityFormFrameProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The heading, which also names the form. */
  heading: string;
  submitLabel: string;
  /** Shown as a success status under the heading, when there is one. */
  success?: string;
  /** Texts that belong to no field: shown above the button. */
  errors: readonly string[];
  isPending: boolean;
  headingLevel: IdentityFormHeadingLevel;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

/** The frame of an identity form: heading, success status, fields, errors, submit button. */
export function IdentityFormFrame({
  heading,
  submitLabel,
  success,
  errors,
  isPending,
  headingLevel,
  formRef,
  onSubmit,
  className,
  children,
  ...props
}: IdentityFormFrameProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      {...props}
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className={cx(styles.form, className)}
      onSubmit={onSubmit}
    >
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {success && <Alert tone="success">{success}</Alert>}
      {children}
      {errors.map((text) => (
        <InlineError key={text}>{text}</InlineError>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
