import type { Person } from '@backline/domain';
import { ProfilePanel } from '@backline/ui';
import type { useFriendActions } from '../../hooks/useFriendActions';

export interface ProfilePanelDrawerProps {
  me: string;
  /** The person shown; null: closed. */
  person: Person | null;
  onClose: () => void;
  onMessage: (person: Person) => void;
  friendActions: ReturnType<typeof useFriendActions>;
}

/** The right-side profile panel of the selected person (part 1 §2), wired to the friend calls. */
export function ProfilePanelDrawer({
  me,
  person,
  onClose,
  onMessage,
  friendActions,
}: ProfilePanelDrawerProps) {
  return (
    <ProfilePanel
      isOpen={person !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      person={person}
      isSelf={person?.id === me}
      isFriendActionPending={person ? friendActions.pendingIds.has(person.id) : false}
      onMessage={onMessage}
      onSendFriendRequest={(p) => void friendActions.sendRequest(p)}
      onRemoveFriend={(p) => void friendActions.remove(p)}
    />
  );
}
