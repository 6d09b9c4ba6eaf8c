import type { TextMessage } from '@backline/domain';
import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './MessageThread.css';

export interface MessageThreadProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The thread, oldest first: pages of `GET /text_messages?target_user_id&offset&limit=10` and
   * live messages merged with the domain's `mergeTextMessages`.
   */
  messages: readonly TextMessage[];
  /** The signed-in user: their messages sit at the inline end. */
  currentUserId: string;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** Loading failed: the error, with "Try again" when `onRetry` is given. @default false */
  hasError?: boolean;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** Loads the older page (the next offset); pass it only while older messages exist. */
  onLoadOlder?: () => void;
  /** The older page is loading. @default false */
  isLoadingOlder?: boolean;
}

/**
 * The text-message thread of the message dialog (part 1 §2): each message with its sender and
 * time, the user's own at the inline end. A log region: screen readers hear new messages as they
 * arrive, and the view follows a new last message down.
 *
 * How to use: `<MessageThread messages={thread} currentUserId={me.id} isLoading={!data}
 * hasError={!!error} onRetry={mutate} onLoadOlder={hasOlder ? loadOlder : undefined} />` above a
 * MessageComposer, inside the app's Modal + Dialog titled with the person's name.
 */
export function MessageThread({
  messages,
  currentUserId,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadOlder,
  isLoadingOlder = false,
  className,
  ...props
}: MessageThreadProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // A new last message (sent or received) scrolls into view; an older page added on top does not.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && lastId !== undefined) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  return (
    <section
      aria-label={t('ui.messageThread.label')}
      {...props}
      className={cx(styles.thread, className)}
    >
      {hasError && (
        <InlineError className={styles.error}>
          {t('ui.messageThread.loadFailed')}{' '}
          {onRetry && (
            <Button variant="secondary" size="small" onPress={onRetry}>
              {t('ui.peopleTable.retry')}
            </Button>
          )}
        </InlineError>
      )}
      {messages.length === 0 ? (
        isLoading ? (
          <div className={styles.placeholder}>
            <Spinner />
          </div>
        ) : (
          !hasError && <p className={styles.placeholder}>{t('ui.messageThread.empty')}</p>
        )
      ) : (
        <>
          {onLoadOlder && (
            <Button
              variant="quiet"
              size="small"
              className={styles.older}
              isPending={isLoadingOlder}
              onPress={onLoadOlder}
            >
              {t('ui.messageThread.loadOlder')}
            </Button>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard */}
          <div ref={logRef} role="log" aria-live="polite" className={styles.log} tabIndex={0}>
            <ol className={styles.list}>
              {messages.map((message) => {
                const own = message.source_user_id === currentUserId;
                const time = intl.formatDate(message.created_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                });
                return (
                  <li
                    key={message.id}
                    className={cx(styles.message, own && styles.own)}
                    data-own={own || undefined}
                  >
                    {!own && <Avatar person={message.source_user} size="small" isDecorative />}
                    <div className={styles.bubble}>
                      <p className={styles.meta}>
                        {own ? (
                          <span className={visuallyHidden}>{t('ui.messageThread.you')}</span>
                        ) : (
                          <span className={styles.sender}>{message.source_user.name}</span>
                        )}
                        <time dateTime={message.created_at} className={styles.time}>
                          {time}
                        </time>
                      </p>
                      <p className={styles.text}>{message.message}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
