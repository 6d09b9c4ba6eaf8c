import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, parseLiveEventData } from './liveEvents';

describe('live events (GET /api/events)', () => {
  it('names the notification, text message and lobby chat events', () => {
    expect(LIVE_EVENT_TYPES).toEqual(['notification', 'text_message', 'chat_message', 'mixdown']);
  });

  it('reads a data line as JSON and a broken one as null', () => {
    expect(parseLiveEventData('text_message', '{"id":"7","message":"hola"}')).toEqual({
      id: '7',
      message: 'hola',
    });
    expect(parseLiveEventData('notification', 'not json')).toBeNull();
  });
});
