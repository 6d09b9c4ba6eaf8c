import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SwipeCarousel, type SwipeCarouselProps } from './SwipeCarousel';

interface Track {
  id: number;
  name: string;
}

const tracks: Track[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  name: `Song ${index + 1}`,
}));

function renderCarousel(props: Partial<SwipeCarouselProps<Track>> = {}, locale = 'en') {
  const view = renderWithUI(
    <SwipeCarousel aria-label="JamTracks" items={tracks} {...props}>
      {(track) => (
        <article>
          <h3>{track.name}</h3>
          <input aria-label={`Note for ${track.name}`} />
        </article>
      )}
    </SwipeCarousel>,
    locale,
  );
  const position = () => screen.getByText(/ of | de /, { selector: 'p' });
  const viewport = () => screen.getAllByRole('group')[0]!.parentElement!;
  return { ...view, position, viewport };
}

describe('SwipeCarousel', () => {
  it('starts at the first card with Previous disabled, and names itself a carousel', () => {
    const { position } = renderCarousel();
    const region = screen.getByRole('region', { name: 'JamTracks' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(position()).toHaveTextContent('1 of 5');
    expect(position()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  it('steps with the Next and Previous buttons and reports the index', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    const { position } = renderCarousel({ onIndexChange });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(position()).toHaveTextContent('3 of 5');
    expect(screen.getByRole('group', { name: '3 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '1 of 5' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(position()).toHaveTextContent('2 of 5');
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [1]]);
  });

  it('moves with the arrow keys, Home and End, and disables Next at the last card', async () => {
    const user = userEvent.setup();
    const { position, viewport } = renderCarousel();
    act(() => viewport().focus());
    await user.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('2 of 5');
    await user.keyboard('{End}');
    expect(position()).toHaveTextContent('5 of 5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('5 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toHaveTextContent('4 of 5');
    await user.keyboard('{Home}');
    expect(position()).toHaveTextContent('1 of 5');
  });

  it('keeps focus in the carousel when Next reaches the last card and disables itself', async () => {
    const user = userEvent.setup();
    const { position, viewport } = renderCarousel({ defaultIndex: 3 });
    expect(position()).toHaveTextContent('4 of 5');
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(position()).toHaveTextContent('5 of 5');
    expect(next).toBeDisabled();
    expect(viewport()).toHaveFocus();
  });

  it('leaves keys pressed inside a card to the card', async () => {
    const user = userEvent.setup();
    const { position } = renderCarousel();
    await user.click(screen.getByRole('textbox', { name: 'Note for Song 1' }));
    await user.keyboard('ab{ArrowLeft}{ArrowRight}{End}');
    expect(position()).toHaveTextContent('1 of 5');
    expect(screen.getByRole('textbox', { name: 'Note for Song 1' })).toHaveValue('ab');
  });

  it("words the position with the caller's label and the full total", () => {
    renderCarousel({
      total: 20,
      defaultIndex: 2,
      positionLabel: (position, total) => `JamTrack ${position} of ${total}`,
    });
    expect(screen.getByText('JamTrack 3 of 20', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'JamTrack 5 of 20' })).toBeInTheDocument();
  });

  it('speaks Spanish under the es locale', () => {
    const { position } = renderCarousel({}, 'es');
    expect(position()).toHaveTextContent('1 de 5');
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 de 5' })).toHaveAttribute(
      'aria-roledescription',
      'diapositiva',
    );
  });

  it('asks for the next page once when the user nears the last loaded card', async () => {
    const user = userEvent.setup();
    const onNearEnd = vi.fn();
    const { rerender } = renderCarousel({ onNearEnd, nearEndThreshold: 1 });
    const next = () => screen.getByRole('button', { name: 'Next' });
    await user.click(next());
    await user.click(next());
    expect(onNearEnd).not.toHaveBeenCalled();
    await user.click(next()); // the 4th of 5 cards: one before the last
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    await user.click(next());
    expect(onNearEnd).toHaveBeenCalledTimes(1);

    const more = [
      ...tracks,
      ...tracks.map((track) => ({ id: track.id + 5, name: `Song ${track.id + 5}` })),
    ];
    rerender(
      <SwipeCarousel aria-label="JamTracks" items={more} onNearEnd={onNearEnd} nearEndThreshold={1}>
        {(track) => <h3>{track.name}</h3>}
      </SwipeCarousel>,
    );
    expect(screen.getByText('5 of 10', { selector: 'p' })).toBeInTheDocument();
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    await user.click(next());
    await user.click(next());
    await user.click(next());
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    await user.click(next());
    expect(onNearEnd).toHaveBeenCalledTimes(2);
  });

  it('shows the empty text, or a spinner while loading, instead of an empty carousel', () => {
    const { unmount } = renderCarousel({ items: [], emptyState: 'No Records!' });
    expect(screen.getByText('No Records!')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderCarousel({ items: [], isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('renders each card through the render function', () => {
    renderCarousel();
    const third = screen.getByRole('group', { name: '3 of 5' });
    expect(within(third).getByRole('heading', { name: 'Song 3' })).toBeInTheDocument();
  });
});
