import type { MouseEvent } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element the link skips to: the page's `<main>`, with `tabIndex={-1}`. */
  targetId: string;
}

/**
 * "Skip to content": the first stop of Tab on every page, out of sight until it has the focus.
 * Pressed, it moves the focus to the target itself, so the next Tab starts inside the page (a
 * bare fragment link only scrolls in some browsers); without JavaScript the link still jumps.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const t = useUIMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {t('ui.skipLink.label')}
    </a>
  );
}
