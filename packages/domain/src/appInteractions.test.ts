import { describe, expect, it } from 'vitest';
import { appInteractionSchema } from './appInteractionSchemas';
import { lobbyInteractionFor } from './appInteractions';

const enter = { client: 'browser', screen: 'session:lobby', act: 'page:enter' };
const exit = { client: 'browser', screen: 'session:lobby', act: 'page:exit' };

describe('appInteractionSchema (part 1 §7 POST /users/{id}/app_interactions)', () => {
  it("accepts client 'browser', screen 'session:lobby' and act page:enter or page:exit", () => {
    expect(appInteractionSchema.parse(enter)).toEqual(enter);
    expect(appInteractionSchema.parse(exit)).toEqual(exit);
  });

  it('refuses another client, screen or act', () => {
    expect(appInteractionSchema.safeParse({ ...enter, client: 'app' }).success).toBe(false);
    expect(appInteractionSchema.safeParse({ ...enter, screen: 'home' }).success).toBe(false);
    expect(appInteractionSchema.safeParse({ ...enter, act: 'page:stay' }).success).toBe(false);
  });
});

describe('lobbyInteractionFor (part 1 §7: sent on visibility change, on leaving and every 60 s while visible)', () => {
  it('enters when the lobby opens visible or becomes visible', () => {
    expect(lobbyInteractionFor('opened', true)).toEqual(enter);
    expect(lobbyInteractionFor('visible', false)).toEqual(enter);
  });

  it('exits when the page is hidden or left', () => {
    expect(lobbyInteractionFor('hidden', true)).toEqual(exit);
    expect(lobbyInteractionFor('left', true)).toEqual(exit);
  });

  it('pings every 60 s only while visible', () => {
    expect(lobbyInteractionFor('ping', true)).toEqual(enter);
    expect(lobbyInteractionFor('ping', false)).toBeNull();
  });

  it('sends nothing for a page opened or left while hidden (the exit was already sent)', () => {
    expect(lobbyInteractionFor('opened', false)).toBeNull();
    expect(lobbyInteractionFor('left', false)).toBeNull();
  });
});
