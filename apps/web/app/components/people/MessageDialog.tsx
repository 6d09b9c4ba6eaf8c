import { messageTextSchema } from '@backline/domain';
import { Dialog, MessageComposer, MessageThread, Modal } from '@backline/ui';
import { useState } from 'react';
import { ApiError } from '../../api/fetcher';
import { useTextThread } from '../../hooks/useTextThread';
import { useT } from '../../i18n/useT';

export interface MessageDialogProps {
  /** The signed-in user. */
  me: string;
  /** Whom the thread is with; null: closed. */
  person: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * The message dialog (part 1 §2): the text-message thread with a person and a send box. Enter
 * sends; Send is disabled while the text is empty (the composer's rules, §5). New messages of
 * this thread arrive live.
 */
export function MessageDialog({ me, person, onClose }: MessageDialogProps) {
  const t = useT();
  const thread = useTextThread(me, person?.id ?? null);
  const [sendFailed, setSendFailed] = useState<'failed' | 'tooFast' | null>(null);

  const send = async (text: string) => {
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) return;
    setSendFailed(null);
    try {
      await thread.send(parsed.data);
    } catch (error) {
      // 429: the sender's rate limit — the box says to wait, and keeps the text.
      setSendFailed(error instanceof ApiError && error.status === 429 ? 'tooFast' : 'failed');
      throw error;
    }
  };

  return (
    <Modal
      isOpen={person !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="medium"
    >
      <Dialog title={t('people.message.title', { name: person?.name ?? '' })} hasCloseButton>
        {person && (
          <>
            <MessageThread
              messages={thread.messages}
              currentUserId={me}
              isLoading={thread.isLoading}
              hasError={Boolean(thread.error)}
              {...(thread.hasOlder ? { onLoadOlder: thread.loadOlder } : {})}
              isLoadingOlder={thread.isLoadingOlder}
            />
            <MessageComposer
              onSend={send}
              isSending={thread.sending}
              hasError={sendFailed !== null}
              isRateLimited={sendFailed === 'tooFast'}
              autoFocus
            />
          </>
        )}
      </Dialog>
    </Modal>
  );
}
