import { type FriendshipState, friendButton } from '@backline/domain';
import { DialogTrigger } from 'react-aria-components';
import { Button, type ButtonSize } from '../../components/Button/Button';
import { Tooltip, TooltipTrigger } from '../../components/Tooltip/Tooltip';
import { useUIMessages } from '../../i18n/useUIMessages';
import { RemoveFriendDialog } from '../RemoveFriendDialog/RemoveFriendDialog';
import * as styles from './FriendButton.css';

export interface FriendButtonProps {
  /**
   * The signed-in user's friendship with the person: `friendshipStateOf(person)` from the
   * person's `is_friend` / `pending_friend_request` flags (set `pending` at once when a request
   * is sent, back to `none` when it fails: `nextFriendshipState`).
   */
  friendship: FriendshipState;
  /** The person's name, for the removal question. */
  personName: string;
  /** "Add Friend" was pressed: `POST /users/{id}/friend_requests {friend_id}`. */
  onSendRequest?: () => void;
  /** The user confirmed "Unfriend this person": `DELETE /users/{id}/friends/{friendId}`. */
  onRemove?: () => void;
  /** A request or removal is in flight: the button shows it and ignores presses. @default false */
  isPending?: boolean;
  /** @default 'small' */
  size?: ButtonSize;
  /** A class for the button. */
  className?: string;
}

/**
 * The friend button of part 1 §4, from the domain's `friendButton(state)`:
 * - not friends: "Add Friend" (tooltip "Send a friend request") sends a request;
 * - pending: "Request Pending", unusable but focusable, with the tooltip "Delete pending friend
 *   request";
 * - friends: "Unfriend this person" opens the RemoveFriendDialog; confirming calls `onRemove`.
 *
 * How to use: `<FriendButton friendship={friendshipStateOf(person)} personName={person.name}
 * onSendRequest={…} onRemove={…} />`. The toasts of §8 ("Success! Your friend request has been
 * sent to {name}.", the errors) are the app's, after its call answers.
 */
export function FriendButton({
  friendship,
  personName,
  onSendRequest,
  onRemove,
  isPending = false,
  size = 'small',
  className,
}: FriendButtonProps) {
  const t = useUIMessages();
  const button = friendButton(friendship);
  const label = t(`ui.friendship.${button.label}`);
  const tooltip = t(`ui.friendship.${button.tooltip}`);

  if (button.action === 'confirmRemoval') {
    return (
      <DialogTrigger>
        <Button variant="secondary" size={size} isPending={isPending} className={className}>
          {label}
        </Button>
        <RemoveFriendDialog personName={personName} onConfirm={onRemove} />
      </DialogTrigger>
    );
  }

  return (
    <TooltipTrigger>
      <Button
        variant={button.disabled ? 'secondary' : 'primary'}
        size={size}
        isPending={isPending}
        // A pending request stays focusable, so keyboard users reach the tooltip that explains it.
        aria-disabled={button.disabled ? 'true' : undefined}
        onPress={button.disabled ? undefined : onSendRequest}
        className={className}
      >
        <span className={styles.label}>{label}</span>
      </Button>
      <Tooltip>{tooltip}</Tooltip>
    </TooltipTrigger>
  );
}
