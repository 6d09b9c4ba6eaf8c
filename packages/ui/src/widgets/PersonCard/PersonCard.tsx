import { biographyPreview, friendshipStateOf, type Person, shortenName } from '@backline/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import { FriendButton } from '../FriendButton/FriendButton';
import { LatencyBadge } from '../LatencyBadge/LatencyBadge';
import * as styles from './PersonCard.css';
import { PersonInstruments } from './PersonInstruments';
import { personPlace } from './personPlace';

export const personCardHeadingLevels = [2, 3, 4] as const;
export type PersonCardHeadingLevel = (typeof personCardHeadingLevels)[number];

/** What a person's actions call; each is optional, and a missing one hides its button. */
export interface PersonActions {
  /** Opens the right-side profile panel (the `open=details&id=…` action). */
  onOpenDetails?: (person: Person) => void;
  /** Opens the message dialog with this person (`open=message&id=…`). */
  onMessage?: (person: Person) => void;
  /** Sends a friend request (`open=connect&id=…`): `POST /users/{id}/friend_requests`. */
  onSendFriendRequest?: (person: Person) => void;
  /** The user confirmed the removal: `DELETE /users/{id}/friends/{friendId}`. */
  onRemoveFriend?: (person: Person) => void;
}

export interface PersonCardProps extends PersonActions {
  /** The musician (part 1 §3 Person), as `POST /filter` or `GET /users/{id}/friends` give it. */
  person: Person;
  /** A friend request or removal for this person is in flight. @default false */
  isFriendActionPending?: boolean;
  /** Hides the friend and message buttons (the signed-in user's own card). @default false */
  isSelf?: boolean;
  /** The name's heading level in the page outline. @default 3 */
  headingLevel?: PersonCardHeadingLevel;
  /** A class for the card. */
  className?: string;
}

/**
 * A musician as a swipe card for narrow screens (part 1 §2): photo, name (shortened to 20
 * characters), where they are, online, the latency badge, the first 4 instruments before "More",
 * the biography cut at 310 characters with "More" (over 200) that opens the profile panel, and
 * the friend, message and profile buttons.
 *
 * How to use: as `renderCard` of a SwipeCarousel (PeopleTable does this below sm):
 * `<PersonCard person={p} onOpenDetails={open} onMessage={…} onSendFriendRequest={…}
 * onRemoveFriend={…} />`. Friend flags come from the person (`is_friend`,
 * `pending_friend_request`); update them optimistically (`nextFriendshipState`).
 */
export function PersonCard({
  person,
  isFriendActionPending = false,
  isSelf = false,
  headingLevel = 3,
  onOpenDetails,
  onMessage,
  onSendFriendRequest,
  onRemoveFriend,
  className,
}: PersonCardProps) {
  const t = useUIMessages();
  const { locale } = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const name = shortenName(person.name);
  const place = personPlace(person, locale);
  const biography = biographyPreview(person.biography);
  return (
    <Card
      as="article"
      elevation="raised"
      aria-labelledby={headingId}
      className={cx(styles.card, className)}
    >
      <header className={styles.header}>
        <Avatar person={person} size="large" isDecorative />
        <div className={styles.identity}>
          <Heading id={headingId} className={styles.name} title={person.name} dir="auto">
            {name}
          </Heading>
          {place && (
            <p className={styles.place} dir="auto">
              {place}
            </p>
          )}
          <p className={styles.status}>
            <LatencyBadge latency={person.latency_data} />
            {person.online && <span className={styles.online}>{t('ui.person.online')}</span>}
          </p>
        </div>
      </header>
      <PersonInstruments instruments={person.instruments} />
      {biography.text && (
        <p className={styles.biography}>
          <bdi>{biography.text}</bdi>
          {biography.showMore && onOpenDetails && (
            <>
              {' '}
              <Button
                variant="quiet"
                size="small"
                className={styles.inlineMore}
                aria-label={t('ui.person.moreAbout', { name })}
                onPress={() => onOpenDetails(person)}
              >
                {t('ui.display.more')}
              </Button>
            </>
          )}
        </p>
      )}
      <div className={styles.actions}>
        {!isSelf && (onSendFriendRequest || onRemoveFriend) && (
          <FriendButton
            friendship={friendshipStateOf(person)}
            personName={person.name}
            isPending={isFriendActionPending}
            onSendRequest={onSendFriendRequest && (() => onSendFriendRequest(person))}
            onRemove={onRemoveFriend && (() => onRemoveFriend(person))}
          />
        )}
        {!isSelf && onMessage && (
          <Button
            variant="secondary"
            size="small"
            aria-label={t('ui.person.messageName', { name })}
            onPress={() => onMessage(person)}
          >
            {t('ui.person.message')}
          </Button>
        )}
        {onOpenDetails && (
          <Button
            variant="quiet"
            size="small"
            aria-label={t('ui.person.viewProfileName', { name })}
            onPress={() => onOpenDetails(person)}
          >
            {t('ui.person.viewProfile')}
          </Button>
        )}
      </div>
    </Card>
  );
}
