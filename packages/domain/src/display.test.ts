import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  biographyPreview,
  chatNotificationText,
  instrumentListDisplay,
  notificationPreview,
  shortenName,
  truncateText,
} from './display';

describe('shortenName (part 1 §9: names are shortened to 20 characters with an ellipsis)', () => {
  it('keeps a name of up to 20 characters', () => {
    expect(shortenName('Ann Lee')).toBe('Ann Lee');
    expect(shortenName('A'.repeat(20))).toBe('A'.repeat(20));
  });

  it('cuts a longer name to 20 characters and adds an ellipsis', () => {
    expect(shortenName('Bartholomew Montgomery-Smith')).toBe('Bartholomew Montgome…');
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(shortenName('Maria Fernanda       Lopez')).toBe('Maria Fernanda…');
  });

  it('never splits an emoji in two', () => {
    const name = `${'🎸'.repeat(21)}`;
    expect(Array.from(shortenName(name))).toHaveLength(21);
    expect(shortenName(name).startsWith('🎸'.repeat(20))).toBe(true);
  });
});

describe('biographyPreview (part 1 §9: truncated at 310 on the list, More when over 200)', () => {
  it('shows a short biography whole, without More', () => {
    expect(biographyPreview('Plays bass.')).toEqual({
      text: 'Plays bass.',
      truncated: false,
      showMore: false,
    });
  });

  it('offers More over 200 characters and keeps the text up to 310', () => {
    const bio = 'b'.repeat(201);
    expect(biographyPreview(bio)).toEqual({ text: bio, truncated: false, showMore: true });
    expect(biographyPreview('b'.repeat(200)).showMore).toBe(false);
  });

  it('cuts at 310 characters with an ellipsis', () => {
    const preview = biographyPreview('b'.repeat(400));
    expect(preview.text).toBe(`${'b'.repeat(310)}…`);
    expect(preview.truncated).toBe(true);
    expect(preview.showMore).toBe(true);
  });

  it('treats a missing biography as empty', () => {
    expect(biographyPreview(null).text).toBe('');
  });
});

describe('previews (part 1 §9: notification preview 120, chat notification text 100)', () => {
  it('cuts a notification message to 120 characters', () => {
    expect(notificationPreview('n'.repeat(150))).toBe('n'.repeat(120));
    expect(notificationPreview('hello')).toBe('hello');
    expect(notificationPreview(undefined)).toBe('');
  });

  it('cuts a chat notification text to 100 characters', () => {
    expect(chatNotificationText('c'.repeat(101))).toBe('c'.repeat(100));
    expect(chatNotificationText(null)).toBe('');
  });
});

describe('truncateText', () => {
  it('adds an ellipsis only when asked, after exactly max characters', () => {
    expect(truncateText('abcdef', 3, true)).toBe('abc…');
    expect(truncateText('abc', 3, true)).toBe('abc');
  });

  it('truncateText without ellipsis keeps exactly max characters', () => {
    expect(truncateText('abcdef', 4)).toBe('abcd');
  });
});

describe('instrumentListDisplay (part 1 §9: the instrument list shows 4 before More)', () => {
  it('shows all of up to 4 instruments', () => {
    expect(instrumentListDisplay([1, 2, 3, 4])).toEqual({
      shown: [1, 2, 3, 4],
      hiddenCount: 0,
      showMore: false,
    });
  });

  it('shows 4 and puts the rest behind More', () => {
    expect(instrumentListDisplay([1, 2, 3, 4, 5, 6])).toEqual({
      shown: [1, 2, 3, 4],
      hiddenCount: 2,
      showMore: true,
    });
  });
});

describe('badgeCount (part 1 §9: the notification badge shows 99+ at 99 or more)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [98, '98'],
    [99, '99+'],
    [1000, '99+'],
  ] as const)('%d unread shows %s', (count, text) => {
    expect(badgeCount(count)).toBe(text);
  });
});
