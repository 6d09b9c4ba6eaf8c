import {
  BADGE_MAX,
  BIOGRAPHY_LIST_MAX_LENGTH,
  BIOGRAPHY_MORE_THRESHOLD,
  CHAT_NOTIFICATION_TEXT_LENGTH,
  INSTRUMENTS_SHOWN_BEFORE_MORE,
  NAME_MAX_LENGTH,
  NOTIFICATION_PREVIEW_LENGTH,
} from './constants';

export const ELLIPSIS = '…';

/**
 * The first `max` characters of a text, counted in code points so an emoji is never split.
 * With `ellipsis`, a shortened text ends in "…" after those characters.
 */
export function truncateText(text: string, max: number, ellipsis = false): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, max).join('');
  return ellipsis ? `${kept.trimEnd()}${ELLIPSIS}` : kept;
}

/** Names are shortened to 20 characters with an ellipsis (part 1 §9). */
export function shortenName(name: string): string {
  return truncateText(name, NAME_MAX_LENGTH, true);
}

export interface BiographyPreview {
  /** The biography as the list shows it: at most 310 characters. */
  text: string;
  /** Whether the list cut it. */
  truncated: boolean;
  /** Whether the list offers the "More" link: biographies over 200 characters. */
  showMore: boolean;
}

/**
 * Biography on the people list (part 1 §9): truncated at 310 characters, with a "More" link when
 * it is over 200 characters (the list row shows about 200; "More" opens the profile panel).
 */
export function biographyPreview(biography: string | null | undefined): BiographyPreview {
  const full = biography ?? '';
  const length = Array.from(full).length;
  return {
    text: truncateText(full, BIOGRAPHY_LIST_MAX_LENGTH, true),
    truncated: length > BIOGRAPHY_LIST_MAX_LENGTH,
    showMore: length > BIOGRAPHY_MORE_THRESHOLD,
  };
}

/**
 * The notification message preview is 120 characters (part 1 §9). The spec asks for an
 * ellipsis only on names and cover text, so previews are cut plainly.
 */
export function notificationPreview(message: string | null | undefined): string {
  return truncateText(message ?? '', NOTIFICATION_PREVIEW_LENGTH);
}

/** A live chat notification's text is cut to 100 characters (part 1 §9, part 2 §9). */
export function chatNotificationText(message: string | null | undefined): string {
  return truncateText(message ?? '', CHAT_NOTIFICATION_TEXT_LENGTH);
}

export interface InstrumentListDisplay<T> {
  shown: T[];
  /** How many are behind "More". */
  hiddenCount: number;
  showMore: boolean;
}

/** The instrument list shows 4 before "More" (part 1 §9). */
export function instrumentListDisplay<T>(instruments: readonly T[]): InstrumentListDisplay<T> {
  const shown = instruments.slice(0, INSTRUMENTS_SHOWN_BEFORE_MORE);
  const hiddenCount = instruments.length - shown.length;
  return { shown, hiddenCount, showMore: hiddenCount > 0 };
}

/**
 * The notification badge's text (part 1 §9): "99+" at 99 or more, the count below that, and
 * null (no badge) at zero.
 */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count >= BADGE_MAX) return `${BADGE_MAX}+`;
  return String(Math.floor(count));
}
