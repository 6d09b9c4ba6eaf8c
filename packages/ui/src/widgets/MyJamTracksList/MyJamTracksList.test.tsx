import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { MyJamTracksList, type MyJamTracksListProps } from './MyJamTracksList';

/** An IntersectionObserver the test drives: `showAll()` reports every observed element visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static showAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.targets.length === 0) continue;
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: true })) as never,
        observer as never,
      );
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function page(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `jt-${from + index}`,
    name: `Song ${from + index}`,
    original_artist: 'Artist',
  }));
}

function props(overrides: Partial<MyJamTracksListProps> = {}): MyJamTracksListProps {
  return {
    items: page(0, 10),
    next: 10,
    onLoadMore: vi.fn(),
    search: '',
    onSearchChange: () => {},
    ...overrides,
  };
}

describe('MyJamTracksList', () => {
  it('links each owned JamTrack to its player and says "by artist"', () => {
    renderWithUI(<MyJamTracksList {...props({ items: page(0, 2), next: null })} />);
    expect(screen.getByRole('link', { name: 'Song 0 by Artist' })).toHaveAttribute(
      'href',
      '/jamtrack/jt-0',
    );
  });

  it('asks for the next page once when the last item is reached', () => {
    const p = props();
    const { rerender } = renderWithUI(<MyJamTracksList {...p} />);
    FakeIntersectionObserver.showAll();
    FakeIntersectionObserver.showAll();
    expect(p.onLoadMore).toHaveBeenCalledTimes(1);
    // The page arrives; its last item asks for the one after.
    rerender(<MyJamTracksList {...p} items={page(0, 20)} next={20} />);
    FakeIntersectionObserver.showAll();
    expect(p.onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing after the last page or while a page loads', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUI(<MyJamTracksList {...props({ onLoadMore, next: null })} />);
    FakeIntersectionObserver.showAll();
    rerender(<MyJamTracksList {...props({ onLoadMore, isLoadingMore: true })} />);
    FakeIntersectionObserver.showAll();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks when the keyboard reaches the last item', async () => {
    const p = props({ items: page(0, 2), next: 2 });
    renderWithUI(<MyJamTracksList {...p} />);
    await userEvent.tab(); // search
    await userEvent.tab();
    expect(p.onLoadMore).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Song 1 by Artist' })).toHaveFocus();
    expect(p.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows an item once when pages overlap', () => {
    renderWithUI(<MyJamTracksList {...props({ items: [...page(0, 3), ...page(2, 3)] })} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('asks again for pages of a restarted (searched) list', () => {
    const p = props();
    const { rerender } = renderWithUI(<MyJamTracksList {...p} />);
    FakeIntersectionObserver.showAll();
    rerender(<MyJamTracksList {...p} items={[]} next={0} search="blues" isLoading />);
    rerender(<MyJamTracksList {...p} search="blues" />);
    FakeIntersectionObserver.showAll();
    expect(p.onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('tells an empty collection from a search without matches', () => {
    const { rerender } = renderWithUI(<MyJamTracksList {...props({ items: [], next: null })} />);
    expect(screen.getByText("You don't own any JamTracks yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find JamTracks' })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
    rerender(<MyJamTracksList {...props({ items: [], next: null, search: 'polka ' })} />);
    expect(screen.getByText('No JamTracks match “polka”.')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithUI(<MyJamTracksList {...props({ items: page(0, 1), next: null })} />, 'es');
    expect(screen.getByRole('searchbox', { name: 'Buscar en Mis JamTracks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Song 0 de Artist' })).toBeInTheDocument();
  });
});
