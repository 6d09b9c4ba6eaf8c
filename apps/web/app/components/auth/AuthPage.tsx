import { Card } from '@backline/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from '../../styles/page.css';

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** Links under the card ("Forgot your password?", "Create an account"). */
  footer?: ReactNode;
  children: ReactNode;
  /**
   * The page replaced a form with its outcome ("Check your e-mail"): the heading takes the focus,
   * so keyboard and screen-reader users start reading there.
   */
  focusTitle?: boolean;
}

/** The frame of the sign-in, sign-up and password pages: one card in a narrow column. */
export function AuthPage({ title, intro, footer, children, focusTitle }: AuthPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.authPage}>
      <Card elevation="raised" padding="large" as="section" aria-labelledby="auth-title">
        <div className={styles.form}>
          <h1
            id="auth-title"
            ref={heading}
            tabIndex={focusTitle ? -1 : undefined}
            className={styles.heading}
          >
            {title}
          </h1>
          {intro && <p className={styles.muted}>{intro}</p>}
          {children}
        </div>
      </Card>
      {footer && <div className={styles.formFooter}>{footer}</div>}
    </div>
  );
}
