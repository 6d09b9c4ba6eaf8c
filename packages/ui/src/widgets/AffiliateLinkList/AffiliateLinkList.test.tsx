import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { AffiliateLinkList } from './AffiliateLinkList';

const site = 'https://backline.example';
const song = {
  id: 'jt-1',
  name: 'Superstition',
  slug: 'superstition-jt-1',
  original_artist: 'Stevie Wonder',
  original_artist_slug: 'stevie-wonder',
};
const artist = { original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' };

describe('AffiliateLinkList', () => {
  it('copies the live home link of a signed partner and says so', async () => {
    const onCopy = vi.fn(() => Promise.resolve());
    renderWithUI(
      <AffiliateLinkList
        context={{ siteUrl: site, code: 'acc-7', signed: true }}
        onCopy={onCopy}
      />,
    );
    expect(screen.getByText(`${site}/?affiliate=acc-7`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link: Home page' }));
    expect(onCopy).toHaveBeenCalledWith(`${site}/?affiliate=acc-7`);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says when the browser refuses to copy', async () => {
    renderWithUI(
      <AffiliateLinkList
        context={{ siteUrl: site, code: 'acc-7', signed: true }}
        onCopy={() => Promise.reject(new Error('denied'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link: Home page' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('lists song and artist links', () => {
    renderWithUI(
      <AffiliateLinkList
        context={{ siteUrl: site, code: 'acc-7', signed: true }}
        songs={[song]}
        artists={[artist]}
      />,
    );
    expect(
      screen.getByText(`${site}/jamtracks/superstition-jt-1?affiliate=acc-7`),
    ).toBeInTheDocument();
    expect(screen.getByText(`${site}/artists/stevie-wonder?affiliate=acc-7`)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Song links' })).toHaveTextContent(
      'Superstition by Stevie Wonder',
    );
  });

  it('points every link to the agreement until it is signed', () => {
    renderWithUI(
      <AffiliateLinkList context={{ siteUrl: site, code: null, signed: false }} songs={[song]} />,
    );
    expect(screen.getAllByText('/affiliate/agreement')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Sign the affiliate agreement' })).toHaveAttribute(
      'href',
      '/affiliate/agreement',
    );
  });
});
