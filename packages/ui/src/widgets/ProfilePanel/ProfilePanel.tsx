import {
  activeInterests,
  friendshipStateOf,
  type InterestFlag,
  type PerformanceSample,
  type Person,
  rateForDisplay,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Drawer, type DrawerProps } from '../../components/Drawer/Drawer';
import { InlineError } from '../../components/InlineError/InlineError';
import { Link } from '../../components/Link/Link';
import { Spinner } from '../../components/Spinner/Spinner';
import { useGenreName } from '../../i18n/useGenreName';
import { useUIMessages } from '../../i18n/useUIMessages';
import { FriendButton } from '../FriendButton/FriendButton';
import { LatencyBadge } from '../LatencyBadge/LatencyBadge';
import type { PersonActions } from '../PersonCard/PersonCard';
import { PersonInstruments } from '../PersonCard/PersonInstruments';
import { personPlace } from '../PersonCard/personPlace';
import * as styles from './ProfilePanel.css';

export interface ProfilePanelProps
  extends Omit<DrawerProps, 'children' | 'placement'>,
    Omit<PersonActions, 'onOpenDetails'> {
  /** The person (`GET /users/{id}` details); null while they load. */
  person: Person | null;
  /** The details are loading. @default false */
  isLoading?: boolean;
  /** Loading failed: the error, with "Try again" when `onRetry` is given. @default false */
  hasError?: boolean;
  /** Loads the details again. */
  onRetry?: () => void;
  /** A friend request or removal for this person is in flight. @default false */
  isFriendActionPending?: boolean;
  /** The signed-in user's own profile: no friend or message buttons. @default false */
  isSelf?: boolean;
}

/**
 * The right-side profile panel of the people search (part 1 §2): photo, where they are, online,
 * latency, skill level and website; the friend and message buttons; the whole biography; the
 * instruments with their proficiency (4 before "More"); genres; bands; performance samples;
 * online presences; and the interests with their details — rates divided by 100, commitment,
 * cowriting purpose, touring.
 *
 * How to use: `<ProfilePanel isOpen={open} onOpenChange={setOpen} person={details ?? null}
 * isLoading={!details} hasError={!!error} onRetry={retry} onMessage={…}
 * onSendFriendRequest={…} onRemoveFriend={…} />`, opened by a row press, a card's "View
 * Profile" or the `open=details&id=…` query action. It is a modal Drawer at the inline end.
 */
export function ProfilePanel({
  person,
  isLoading = false,
  hasError = false,
  onRetry,
  isFriendActionPending = false,
  isSelf = false,
  onMessage,
  onSendFriendRequest,
  onRemoveFriend,
  size = 'medium',
  ...props
}: ProfilePanelProps) {
  const t = useUIMessages();
  return (
    <Drawer {...props} size={size} placement="end">
      <Dialog title={person?.name ?? t('ui.profilePanel.title')} hasCloseButton>
        {hasError && (
          <InlineError>
            {t('ui.profilePanel.loadFailed')}{' '}
            {onRetry && (
              <Button variant="secondary" size="small" onPress={onRetry}>
                {t('ui.peopleTable.retry')}
              </Button>
            )}
          </InlineError>
        )}
        {person ? (
          <ProfileDetails
            person={person}
            isSelf={isSelf}
            isFriendActionPending={isFriendActionPending}
            onMessage={onMessage}
            onSendFriendRequest={onSendFriendRequest}
            onRemoveFriend={onRemoveFriend}
          />
        ) : (
          isLoading && (
            <div className={styles.loading}>
              <Spinner />
            </div>
          )
        )}
      </Dialog>
    </Drawer>
  );
}

function ProfileDetails({
  person,
  isSelf,
  isFriendActionPending,
  onMessage,
  onSendFriendRequest,
  onRemoveFriend,
}: Omit<PersonActions, 'onOpenDetails'> & {
  person: Person;
  isSelf: boolean;
  isFriendActionPending: boolean;
}) {
  const t = useUIMessages();
  const genreName = useGenreName();
  const intl = useIntl();
  const place = personPlace(person, intl.locale);
  const interests = activeInterests(person);
  const joined =
    person.created_at_timestamp === null
      ? null
      : intl.formatDate(person.created_at_timestamp * 1000, { dateStyle: 'long' });

  return (
    <div className={styles.details}>
      <div className={styles.summary}>
        <Avatar person={person} size="xlarge" isDecorative />
        <div className={styles.facts}>
          {place && (
            <p className={styles.muted} dir="auto">
              {place}
            </p>
          )}
          <p className={styles.status}>
            <LatencyBadge latency={person.latency_data} showTotal />
            {person.online && <span className={styles.online}>{t('ui.person.online')}</span>}
          </p>
          {person.skill_level !== null && (
            <p className={styles.fact}>
              {t('ui.profilePanel.skillLevel', {
                level: t(`ui.person.skillLevel.${person.skill_level}`),
              })}
            </p>
          )}
          {joined && (
            <p className={styles.muted}>{t('ui.profilePanel.memberSince', { date: joined })}</p>
          )}
          {person.website && (
            <Link href={person.website} isExternal>
              {t('ui.profilePanel.website')}
            </Link>
          )}
        </div>
      </div>

      {!isSelf && (onSendFriendRequest || onRemoveFriend || onMessage) && (
        <div className={styles.actions}>
          {(onSendFriendRequest || onRemoveFriend) && (
            <FriendButton
              friendship={friendshipStateOf(person)}
              personName={person.name}
              isPending={isFriendActionPending}
              size="medium"
              onSendRequest={onSendFriendRequest && (() => onSendFriendRequest(person))}
              onRemove={onRemoveFriend && (() => onRemoveFriend(person))}
            />
          )}
          {onMessage && (
            <Button variant="secondary" onPress={() => onMessage(person)}>
              {t('ui.person.message')}
            </Button>
          )}
        </div>
      )}

      {person.biography && (
        <Section title={t('ui.profilePanel.biography')}>
          <p className={styles.biography} dir="auto">
            {person.biography}
          </p>
        </Section>
      )}

      {person.instruments.length > 0 && (
        <Section title={t('ui.person.instruments')}>
          <PersonInstruments instruments={person.instruments} showProficiency />
        </Section>
      )}

      {person.genres.length > 0 && (
        <Section title={t('ui.peopleFilter.genres')}>
          <ul className={styles.chips}>
            {person.genres.map((genre) => (
              <li key={genre.genre_id} className={styles.chip}>
                {genreName(genre.genre_id, genre.description)}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {interests.length > 0 && (
        <Section title={t('ui.profilePanel.interests')}>
          <ul className={styles.list}>
            {interests.map((flag) => (
              <li key={flag}>
                <span className={styles.term}>{t(`ui.profileEditor.interest.${flag}`)}</span>
                <InterestDetails person={person} flag={flag} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {person.bands.length > 0 && (
        <Section title={t('ui.profilePanel.bands')}>
          <ul className={styles.list}>
            {person.bands.map((band) => (
              <li key={band.id}>
                {band.website ? (
                  <Link href={band.website} isExternal>
                    {band.name}
                  </Link>
                ) : (
                  band.name
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {person.performance_samples.length > 0 && (
        <Section title={t('ui.profilePanel.performanceSamples')}>
          <ul className={styles.list}>
            {person.performance_samples.map((sample, index) => (
              <li key={sample.claimed_recording?.id ?? sample.url ?? index}>
                <PerformanceSampleLine sample={sample} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {person.online_presences.length > 0 && (
        <Section title={t('ui.profilePanel.onlinePresences')}>
          <ul className={styles.list}>
            {person.online_presences.map((presence) => (
              <li key={`${presence.service_type}:${presence.username}`}>
                <span className={styles.term}>{t(`ui.service.${presence.service_type}`)}</span>
                <span className={styles.detail}>{presence.username}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** The details an interest carries (part 1 §3): rates shown divided by 100 (§9), and the rest. */
function InterestDetails({ person, flag }: { person: Person; flag: InterestFlag }) {
  const t = useUIMessages();
  const intl = useIntl();
  const money = (cents: number | null) => {
    const amount = rateForDisplay(cents);
    return amount === null
      ? null
      : intl.formatNumber(amount, { style: 'currency', currency: 'USD' });
  };
  const details: string[] = [];
  if (flag === 'paid_sessions') {
    const hourly = money(person.paid_sessions_hourly_rate);
    const daily = money(person.paid_sessions_daily_rate);
    if (hourly) details.push(t('ui.profilePanel.hourlyRate', { amount: hourly }));
    if (daily) details.push(t('ui.profilePanel.dailyRate', { amount: daily }));
  }
  if (flag === 'cowriting' && person.cowriting_purpose !== null) {
    details.push(t(`ui.profile.cowritingPurpose.${person.cowriting_purpose}`));
  }
  const commitment =
    flag === 'traditional_band'
      ? person.traditional_band_commitment
      : flag === 'virtual_band'
        ? person.virtual_band_commitment
        : null;
  if (commitment !== null) details.push(t(`ui.profile.commitment.${commitment}`));
  if (flag === 'traditional_band' && person.traditional_band_touring) {
    details.push(t('ui.profileEditor.touring'));
  }
  if (details.length === 0) return null;
  return <span className={styles.detail}>{details.join(' · ')}</span>;
}

/** A sample: its recording's name on Backline, or a link to it on SoundCloud or YouTube. */
function PerformanceSampleLine({ sample }: { sample: PerformanceSample }) {
  const t = useUIMessages();
  const service = t(`ui.service.${sample.service_type}`);
  const name = sample.claimed_recording?.name;
  if (sample.url) {
    return (
      <Link href={sample.url} isExternal>
        {name ? `${service}: ${name}` : service}
      </Link>
    );
  }
  return (
    <>
      <span className={styles.term}>{service}</span>
      {name && <span className={styles.detail}>{name}</span>}
    </>
  );
}
