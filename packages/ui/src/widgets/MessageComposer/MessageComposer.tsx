import { canSendMessage, MESSAGE_MAX_LENGTH, sendsOnKey } from '@backline/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import { TextArea } from '../../components/TextArea/TextArea';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './MessageComposer.css';

export interface MessageComposerProps {
  /**
   * Sends the text (`POST /text_messages {message, target_user_id, source_user_id}`; trim it
   * with `messageTextSchema`). Return a promise to keep the text until it resolves — a rejected
   * one leaves the text in the box to try again; a plain return clears the box at once.
   */
  onSend: (text: string) => unknown;
  /** A message is on its way: Send shows it and the box waits. @default false */
  isSending?: boolean;
  /** The last message could not be sent: says so under the box. @default false */
  hasError?: boolean;
  /**
   * With `hasError`: the server refused because the user sends too fast (429): says to wait a
   * moment instead of "try again". @default false
   */
  isRateLimited?: boolean;
  /** The field's accessible name. @default "Message" (ui.messageComposer.label) */
  label?: string;
  /** Focuses the box on mount (the message dialog opens on it). @default false */
  autoFocus?: boolean;
  /** A class for the form. */
  className?: string;
}

/**
 * The send box of the message dialog (part 1 §2, §5): Send is disabled while the text is empty
 * (`canSendMessage`: spaces alone count as empty); Enter sends and Shift+Enter adds a line
 * (`sendsOnKey`, which also leaves Enter to an input method that is composing).
 *
 * How to use: under a MessageThread, `<MessageComposer onSend={(text) => send(text)} />` where
 * `send` posts the message and resolves when the server has it.
 */
export function MessageComposer({
  onSend,
  isSending = false,
  hasError = false,
  isRateLimited = false,
  label,
  autoFocus = false,
  className,
}: MessageComposerProps) {
  const t = useUIMessages();
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const busy = isSending || waiting;
  const canSend = canSendMessage(text) && !busy;

  const send = async () => {
    if (!canSend) return;
    const result = onSend(text.trim());
    if (!isThenable(result)) {
      setText('');
      return;
    }
    setWaiting(true);
    try {
      await result;
      setText('');
    } catch {
      // Kept for another try; the app shows why (`hasError`).
    } finally {
      setWaiting(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={cx(styles.composer, className)} onSubmit={handleSubmit}>
      <TextArea
        aria-label={label ?? t('ui.messageComposer.label')}
        placeholder={t('ui.textMessage.placeholder')}
        description={t('ui.messageComposer.hint')}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={setText}
        autoFocus={autoFocus}
        className={styles.field}
        onKeyDown={(event) => {
          const composing = (event as { nativeEvent?: KeyboardEvent }).nativeEvent?.isComposing;
          if (sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: composing })) {
            // Enter never adds a line here: it sends, or does nothing while the box is empty.
            event.preventDefault();
            void send();
          } else {
            event.continuePropagation();
          }
        }}
      />
      <Button type="submit" isDisabled={!canSend && !busy} isPending={busy}>
        {t('ui.textMessage.send')}
      </Button>
      {hasError && (
        <InlineError className={styles.error}>
          {t(isRateLimited ? 'ui.messageComposer.tooFast' : 'ui.messageComposer.sendFailed')}
        </InlineError>
      )}
    </form>
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
