import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Avatar } from './Avatar';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('  tom   okafor ')).toBe('TO');
  });

  it('takes one letter from a single name', () => {
    expect(initials('Prince')).toBe('P');
  });

  it('ignores punctuation and keeps letters beyond ASCII whole', () => {
    expect(initials('Élodie (Lo) Ñúñez')).toBe('ÉÑ');
    expect(initials("O'Brien Smith")).toBe('OS');
  });

  it('is empty when the name has no letters or digits', () => {
    expect(initials('—')).toBe('');
    expect(initials('')).toBe('');
  });

  it('upper-cases for the locale', () => {
    expect(initials('irmak yılmaz', 'tr')).toBe('İY');
  });
});

describe('Avatar', () => {
  it('is an image named after the person, showing the legacy photo when no v2 photo was uploaded', () => {
    renderWithUI(<Avatar person={{ name: 'Ana López', photo_url: '/legacy.png' }} />);
    const avatar = screen.getByRole('img', { name: 'Ana López' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/legacy.png');
  });

  it('prefers the uploaded v2 photo (the profile photo rule)', () => {
    renderWithUI(
      <Avatar
        person={{
          name: 'Ana López',
          photo_url: '/legacy.png',
          v2_photo_uploaded: true,
          v2_photo_url: '/v2.png',
        }}
      />,
    );
    expect(screen.getByRole('img').querySelector('img')).toHaveAttribute('src', '/v2.png');
  });

  it('shows the 88 px file at small and medium sizes and the 400 px file from large up', () => {
    const person = {
      name: 'Ana López',
      photo_url: null,
      v2_photo_uploaded: true,
      v2_photo_url: '/api/files/avatars/0b5e-ana-400.webp',
    };
    const sources = (['small', 'medium', 'large', 'xlarge'] as const).map((size) => {
      const { unmount } = renderWithUI(<Avatar person={person} size={size} />);
      const src = screen.getByRole('img').querySelector('img')?.getAttribute('src');
      unmount();
      return src;
    });
    expect(sources).toEqual([
      '/api/files/avatars/0b5e-ana-88.webp',
      '/api/files/avatars/0b5e-ana-88.webp',
      '/api/files/avatars/0b5e-ana-400.webp',
      '/api/files/avatars/0b5e-ana-400.webp',
    ]);
  });

  it('shows initials when there is no photo', () => {
    renderWithUI(<Avatar person={{ name: 'Ana López', photo_url: null }} />);
    expect(screen.getByRole('img', { name: 'Ana López' })).toHaveTextContent('AL');
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithUI(<Avatar person={{ name: 'Tom Okafor', photo_url: '/broken.png' }} />);
    const avatar = screen.getByRole('img', { name: 'Tom Okafor' });
    fireEvent.error(avatar.querySelector('img')!);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('TO');
  });

  it('falls back to initials for a photo that failed before hydration (no error event)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('broken image'));
    renderWithUI(<Avatar person={{ name: 'Tom Okafor', photo_url: '/broken.png' }} />);
    const avatar = screen.getByRole('img', { name: 'Tom Okafor' });
    await waitFor(() => expect(avatar).toHaveTextContent('TO'));
  });

  it('keeps a photo that had loaded before hydration', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    renderWithUI(<Avatar person={{ name: 'Tom Okafor', photo_url: '/fine.png' }} />);
    await waitFor(() => expect(decode).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Tom Okafor' }).querySelector('img')).not.toBeNull();
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithUI(<Avatar person={{ name: 'Ana López', photo_url: null }} isDecorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
