import { describe, expect, it } from 'vitest';
import { parseLiveEventData } from './liveEvents';

describe('live events (GET /api/events)', () => {
  it('reads a data line as JSON and a broken one as null', () => {
    expect(parseLiveEventData('text_message', '{"id":"7","message":"hola"}')).toEqual({
      id: '7',
      message: 'hola',
    });
    expect(parseLiveEventData('notification', 'not json')).toBeNull();
  });
});
