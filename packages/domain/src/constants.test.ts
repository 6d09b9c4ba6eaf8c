import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (part 1 §9 Business constants and limits)', () => {
  it('page sizes: people 20, notifications 20, text messages 10, lobby chat 10, session history 50', () => {
    expect([
      c.PEOPLE_PAGE_SIZE,
      c.NOTIFICATIONS_PAGE_SIZE,
      c.TEXT_MESSAGES_PAGE_SIZE,
      c.LOBBY_CHAT_PAGE_SIZE,
      c.SESSION_HISTORY_PAGE_SIZE,
    ]).toEqual([20, 20, 10, 10, 50]);
  });

  it('intervals: online musicians 20 s, ping 60 s, prompt 10 s, autosave 2 s, search 400 ms, app detection 1 s', () => {
    expect([
      c.ONLINE_MUSICIANS_REFRESH_MS,
      c.INTERACTION_PING_MS,
      c.NOTIFICATION_PROMPT_DELAY_MS,
      c.PROFILE_AUTOSAVE_DEBOUNCE_MS,
      c.SEARCH_DEBOUNCE_MS,
      c.NATIVE_APP_DETECTION_TIMEOUT_MS,
    ]).toEqual([20_000, 60_000, 10_000, 2_000, 400, 1_000]);
  });

  it('password minimum 8, badge max 99, client version 0.0.1', () => {
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.BADGE_MAX).toBe(99);
    expect(c.CLIENT_VERSION).toBe('0.0.1');
  });

  it('display limits: 4 instruments, biography 310/200, previews 120 and 100, names 20, rates /100', () => {
    expect([
      c.INSTRUMENTS_SHOWN_BEFORE_MORE,
      c.BIOGRAPHY_LIST_MAX_LENGTH,
      c.BIOGRAPHY_MORE_THRESHOLD,
      c.NOTIFICATION_PREVIEW_LENGTH,
      c.CHAT_NOTIFICATION_TEXT_LENGTH,
      c.NAME_MAX_LENGTH,
      c.RATE_DIVISOR,
    ]).toEqual([4, 310, 200, 120, 100, 20, 100]);
  });
});
