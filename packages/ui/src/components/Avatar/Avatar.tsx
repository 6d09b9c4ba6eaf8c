import { avatarUrlForSize, type Person, profilePhotoUrl } from '@backline/domain';
import { type HTMLAttributes, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../private/cx';
import * as styles from './Avatar.css';
import { initials } from './initials';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/**
 * The file each size shows (decision 010): the 88 px thumbnail covers small (32 px) and medium
 * (40 px) at twice the pixel density; larger avatars take the 400 px photo.
 */
const fileSizeOf = {
  small: 'thumbnail',
  medium: 'thumbnail',
  large: 'large',
  xlarge: 'large',
} as const satisfies Record<AvatarSize, 'thumbnail' | 'large'>;

/** What an avatar needs of a person: the name and the photo fields of the API's records. */
export type AvatarPerson = Pick<Person, 'name' | 'photo_url'> &
  Partial<Pick<Person, 'v2_photo_uploaded' | 'v2_photo_url'>>;

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The person shown. The photo follows the profile photo rule (`profilePhotoUrl`). */
  person: AvatarPerson;
  /** @default 'medium' */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technology, for when the person's name is written beside
   * it. @default false
   */
  isDecorative?: boolean;
}

/** A person's photo, or their initials when there is no photo or it fails to load. */
export function Avatar({
  person,
  size = 'medium',
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  const { locale } = useIntl();
  const profilePhoto = profilePhotoUrl(person);
  const photo = profilePhoto && avatarUrlForSize(profilePhoto, fileSizeOf[size]);
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  // An image that failed before hydration never fires onError: once it is in the DOM and already
  // complete, decode() rejects if it is broken.
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete || !photo || typeof image.decode !== 'function') return;
      image.decode().catch(() => setFailedPhoto(photo));
    },
    [photo],
  );
  const showPhoto = Boolean(photo) && failedPhoto !== photo;
  const letters = initials(person.name, locale);
  return (
    <span
      {...props}
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': person.name })}
      className={cx(styles.avatar, styles.size[size], className)}
    >
      {showPhoto ? (
        <img
          ref={imageRef}
          className={styles.image}
          src={photo ?? undefined}
          alt=""
          onError={() => setFailedPhoto(photo)}
        />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <PersonSilhouette />
      )}
    </span>
  );
}

function PersonSilhouette() {
  return (
    <svg
      className={styles.placeholder}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 21.5c.8-4.6 4.5-7.5 9-7.5s8.2 2.9 9 7.5z" />
    </svg>
  );
}
