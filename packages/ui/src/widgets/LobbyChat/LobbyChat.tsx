import { canSendMessage, isPending, type LobbyChatMessage } from '@backline/domain';
import {
  type FormEvent,
  type HTMLAttributes,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { SpinnerIcon } from '../../components/private/SpinnerIcon/SpinnerIcon';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { LoadFailedAlert } from '../private/LoadFailedAlert';
import * as styles from './LobbyChat.css';
import { useLobbyChatScroll } from './useLobbyChatScroll';

export interface LobbyChatProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The chat, oldest first, as the domain's `reconcileLobbyChat` merges it: pages of GET
   * /api/chat, live messages, and the user's own lines still `status: 'pending'` at the end.
   */
  messages: readonly LobbyChatMessage[];
  /** The signed-in user: their own new lines bring the view down and never count as unseen. */
  currentUserId: string;
  /**
   * Called with the trimmed text when the user sends (Enter or Send). The app adds the pending
   * copy (`pendingLobbyMessage`) and posts it; the spinner shows until the server copy replaces
   * it in `messages`.
   */
  onSend: (message: string) => void;
  /** The first page is loading: a spinner instead of the lines. @default false */
  isLoading?: boolean;
  /** The chat failed to load: an error with `onRetry`'s button. @default false */
  hasError?: boolean;
  /** Shows "Try again" with the load error. */
  onRetry?: () => void;
  /** Shows an "Earlier messages" button above the lines; pass it while GET /chat has a `next`. */
  onLoadOlder?: () => void;
  /** The earlier page is loading: that button shows its pending state. @default false */
  isLoadingOlder?: boolean;
  /** The last send failed: says so above the send box. @default false */
  hasSendError?: boolean;
  /**
   * The text in the send box, when the app keeps it (controlled): it then outlives this widget
   * (a layout that remounts the chat, as the lobby's switch to tabs on a phone does) and can be
   * put back when a send fails. Uncontrolled without it.
   */
  draft?: string;
  /** Called with the box's new text (with `draft`). */
  onDraftChange?: (text: string) => void;
}

/**
 * The lobby chat (part 1 §2, §4, §5): the lines with who wrote them and when, a spinner on the
 * user's own line until the server's copy arrives, a "New messages" button when others write
 * while the user is scrolled up, and a send box — Enter sends, Send is disabled while empty.
 */
export function LobbyChat({
  messages,
  currentUserId,
  onSend,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadOlder,
  isLoadingOlder = false,
  hasSendError = false,
  draft: controlledDraft,
  onDraftChange,
  className,
  'aria-label': ariaLabel,
  ...props
}: LobbyChatProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const [ownDraft, setOwnDraft] = useState('');
  const draft = controlledDraft ?? ownDraft;
  const setDraft = (text: string) => {
    if (controlledDraft === undefined) setOwnDraft(text);
    onDraftChange?.(text);
  };
  const { scrollerRef, onScroll, showsNewMessages, scrollToBottom } = useLobbyChatScroll(
    messages,
    currentUserId,
  );
  const label = ariaLabel ?? t('ui.lobbyChat.label');
  const sendErrorId = useId();

  // A line typed into the server-rendered box before the page's scripts ran is in the input but
  // not in the draft: take it in as the box mounts, before any layout switch can remount it.
  const sendBox = useRef<HTMLFormElement>(null);
  const latest = useRef({ draft, setDraft });
  latest.current = { draft, setDraft };
  // Only as the box mounts: afterwards the input follows the draft.
  useLayoutEffect(() => {
    const typed = sendBox.current?.querySelector('input')?.value ?? '';
    if (typed !== '' && typed !== latest.current.draft) latest.current.setDraft(typed);
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSendMessage(draft)) return;
    onSend(draft.trim());
    setDraft('');
  };

  return (
    <section {...props} className={cx(styles.lobbyChat, className)}>
      <div className={styles.viewport}>
        {/* A log is read out politely as lines arrive. */}
        <div
          ref={scrollerRef}
          role="log"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the lines
          tabIndex={0}
          className={styles.scroller}
          onScroll={onScroll}
        >
          {onLoadOlder && messages.length > 0 && (
            <div className={styles.older}>
              <Button variant="quiet" size="small" onPress={onLoadOlder} isPending={isLoadingOlder}>
                {t('ui.lobbyChat.loadOlder')}
              </Button>
            </div>
          )}
          {hasError ? (
            <LoadFailedAlert
              message={t('ui.lobbyChat.loadFailed')}
              retryLabel={t('ui.sessions.retry')}
              onRetry={onRetry}
              className={styles.status}
            />
          ) : isLoading && messages.length === 0 ? (
            <div className={styles.status}>
              <Spinner />
            </div>
          ) : messages.length === 0 ? (
            <p className={cx(styles.status, styles.empty)}>{t('ui.lobbyChat.empty')}</p>
          ) : (
            <ol className={styles.lines}>
              {messages.map((message) => {
                const pending = isPending(message);
                const own = message.user_id === currentUserId;
                return (
                  <li
                    key={message.id}
                    className={cx(styles.line, own && styles.ownLine)}
                    data-status={pending ? 'pending' : 'sent'}
                    aria-busy={pending || undefined}
                  >
                    <Avatar person={message.user} size="small" isDecorative />
                    <div className={styles.lineBody}>
                      <p className={styles.lineHeader}>
                        <span className={styles.author} dir="auto">
                          {message.user.name}
                        </span>
                        <time className={styles.time} dateTime={message.created_at} dir="auto">
                          {intl.formatTime(message.created_at, { timeStyle: 'short' })}
                        </time>
                      </p>
                      <p className={styles.text} dir="auto">
                        {message.message}
                      </p>
                      {pending && (
                        <p className={styles.sending}>
                          <SpinnerIcon className={styles.sendingIcon} />
                          {t('ui.lobbyChat.sending')}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        {showsNewMessages && (
          <Button
            size="small"
            className={styles.newMessages}
            onPress={() => {
              scrollToBottom();
              // The button goes away: keep the keyboard user in the chat they went to read.
              scrollerRef.current?.focus();
            }}
          >
            {t('ui.lobbyChat.newMessages')}
          </Button>
        )}
      </div>
      {hasSendError && (
        <p id={sendErrorId} role="alert" className={styles.sendError}>
          {t('ui.lobbyChat.sendFailed')}
        </p>
      )}
      <form ref={sendBox} className={styles.sendBox} onSubmit={send}>
        <TextField
          aria-label={t('ui.lobbyChat.message')}
          aria-describedby={hasSendError ? sendErrorId : undefined}
          placeholder={t('ui.lobbyChat.placeholder')}
          value={draft}
          onChange={setDraft}
          autoComplete="off"
          className={styles.input}
        />
        <Button type="submit" isDisabled={!canSendMessage(draft)}>
          {t('ui.lobbyChat.send')}
        </Button>
      </form>
    </section>
  );
}
