import { Card } from '@backline/ui';
import type { ReactNode } from 'react';
import * as styles from '../../styles/page.css';

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** Links under the card ("Forgot your password?", "Create an account"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages: one card in a narrow column. */
export function AuthPage({ title, intro, footer, children }: AuthPageProps) {
  return (
    <div className={styles.authPage}>
      <Card elevation="raised" padding="large" as="section" aria-labelledby="auth-title">
        <div className={styles.form}>
          <h1 id="auth-title" className={styles.heading}>
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
