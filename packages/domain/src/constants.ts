/**
 * The business constants and limits of part 1 §9 (and the few of §4/§5 that are numbers), named
 * with the spec's words. Every other file imports these; no number of the spec is repeated.
 */

// Page sizes (part 1 §9, §7).
export const PEOPLE_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const TEXT_MESSAGES_PAGE_SIZE = 10;
/** The lobby chat's initial load (and each older page). */
export const LOBBY_CHAT_PAGE_SIZE = 10;
export const SESSION_HISTORY_PAGE_SIZE = 50;

// Intervals (part 1 §9).
export const ONLINE_MUSICIANS_REFRESH_MS = 20_000;
export const INTERACTION_PING_MS = 60_000;
export const NOTIFICATION_PROMPT_DELAY_MS = 10_000;
export const PROFILE_AUTOSAVE_DEBOUNCE_MS = 2_000;
export const SEARCH_DEBOUNCE_MS = 400;
export const NATIVE_APP_DETECTION_TIMEOUT_MS = 1_000;

/** The notification badge shows "99+" at this count or more. */
export const BADGE_MAX = 99;

/** Sign-up password minimum (part 1 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound of a password (ARCHITECTURE "Passwords: 8–128 characters"). */
export const PASSWORD_MAX_LENGTH = 128;

// Latency bands in milliseconds (part 1 §4, §9; see latency.ts for the boundary at 40).
export const LATENCY_GOOD_MAX_MS = 40;
export const LATENCY_FAIR_MAX_MS = 60;

/** How many people GET /users/{id}/latencies and one latency report may name. */
export const LATENCY_USERS_MAX = 100;
/** Latencies above this (ms) are not measurements but failures; a report may not carry them. */
export const LATENCY_REPORT_MAX_MS = 10_000;

/** Default people search: last active within this many days (part 1 §9). */
export const DEFAULT_LAST_ACTIVE_WITHIN_DAYS = 30;

// Display (part 1 §9).
export const INSTRUMENTS_SHOWN_BEFORE_MORE = 4;
export const BIOGRAPHY_LIST_MAX_LENGTH = 310;
export const BIOGRAPHY_MORE_THRESHOLD = 200;
export const NOTIFICATION_PREVIEW_LENGTH = 120;
export const CHAT_NOTIFICATION_TEXT_LENGTH = 100;
export const NAME_MAX_LENGTH = 20;
/** Hourly and daily rates are stored in cents and shown divided by this. */
export const RATE_DIVISOR = 100;

/** Invitee filter of the new-session form: a text search starts at this many characters (§5). */
export const INVITEE_SEARCH_MIN_LENGTH = 3;

/** Avatar upload: minimum width and height in pixels (§5). */
export const AVATAR_MIN_SIZE_PX = 200;

/** Responsive breakpoints in pixels (part 1 §9). */
export const BREAKPOINTS = {
  xs: 320,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1540,
} as const;

export const CLIENT_VERSION = '0.0.1';

/**
 * Not in the spec: the longest first or last name, so the API never stores unbounded text (the
 * profile and sign-up; here so that sign-up's rules need not load the profile's schemas).
 */
export const PROFILE_NAME_MAX_LENGTH = 100;

/** Not in the spec: the longest search text of the people filter, a name or two with room. */
export const PEOPLE_SEARCH_TEXT_MAX_LENGTH = 100;
