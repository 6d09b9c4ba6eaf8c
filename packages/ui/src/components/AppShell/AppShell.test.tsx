import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import type { SideNavEntry } from '../SideNav/SideNav';
import { TopBar } from '../TopBar/TopBar';
import { AppShell } from './AppShell';
import { navigationLayout } from './navigationLayout';

const navigation: SideNavEntry[] = [
  { kind: 'item', id: 'home', label: 'Home', href: '/' },
  {
    kind: 'group',
    id: 'friends',
    label: 'Friends',
    items: [
      { kind: 'item', id: 'my_friends', label: 'My Friends', href: '/friends/my' },
      { kind: 'item', id: 'find_friends', label: 'Find Friends', href: '/friends' },
    ],
  },
];

describe('navigationLayout', () => {
  it('puts the navigation on top when asked, whatever the mode', () => {
    expect(navigationLayout({ topNavigation: true, navigationMode: 'vertical' })).toBe('top');
    expect(navigationLayout({ topNavigation: true, navigationMode: 'combo' })).toBe('top');
  });

  it('otherwise follows the navigation mode', () => {
    expect(navigationLayout({ topNavigation: false, navigationMode: 'vertical' })).toBe('vertical');
    expect(navigationLayout({ topNavigation: false, navigationMode: 'combo' })).toBe('combo');
  });
});

describe('AppShell', () => {
  it('frames the page: banner, navigation, main and the skip link first', () => {
    renderWithUI(
      <AppShell navigation={navigation} topBar={<TopBar />} currentHref="/friends">
        <h1>Find Friends</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Find Friends');
    const side = screen.getByRole('navigation', { name: 'Main' });
    expect(within(side).getByRole('link', { name: 'Find Friends' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Skip to content');
  });

  it('moves focus to the main landmark from the skip link', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <AppShell navigation={navigation}>
        <p>Page</p>
      </AppShell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('lays out by the preferences, the domain defaults filling the gaps', () => {
    const { container, rerender } = renderWithUI(
      <AppShell navigation={navigation}>
        <p>Page</p>
      </AppShell>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-navigation', 'vertical');
    expect(root).toHaveAttribute('data-layout', 'boxed');
    expect(root).toHaveAttribute('data-navbar-style', 'transparent');

    rerender(
      <AppShell
        navigation={navigation}
        preferences={{ topNavigation: true, fluidLayout: true, navbarStyle: 'card' }}
      >
        <p>Page</p>
      </AppShell>,
    );
    expect(root).toHaveAttribute('data-navigation', 'top');
    expect(root).toHaveAttribute('data-layout', 'fluid');
    // Top navigation: the groups are disclosure buttons; there is no side navigation.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Friends' })).toBeInTheDocument();
  });

  it('collapses the side navigation, reports it, and follows a newly saved preference', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    const { rerender } = renderWithUI(
      <AppShell navigation={navigation} onCollapsedChange={onCollapsedChange}>
        <p>Page</p>
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();

    rerender(
      <AppShell
        navigation={navigation}
        preferences={{ collapsedVerticalNavbar: false }}
        onCollapsedChange={onCollapsedChange}
      >
        <p>Page</p>
      </AppShell>,
    );
    // Same saved value as before: the shell keeps what the user just chose.
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    rerender(
      <AppShell
        navigation={navigation}
        preferences={{ collapsedVerticalNavbar: true }}
        onCollapsedChange={onCollapsedChange}
      >
        <p>Page</p>
      </AppShell>,
    );
    rerender(
      <AppShell
        navigation={navigation}
        preferences={{ collapsedVerticalNavbar: false }}
        onCollapsedChange={onCollapsedChange}
      >
        <p>Page</p>
      </AppShell>,
    );
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
  });

  it('opens the navigation drawer from the top bar and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUI(
      <AppShell navigation={navigation} topBar={<TopBar />} currentHref="/">
        <p>Page</p>
      </AppShell>,
    );
    const toggle = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Open navigation',
    });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The drawer's navigation has no collapse button: it is already the narrow form.
    expect(within(drawer).queryByRole('button', { name: /Collapse/ })).not.toBeInTheDocument();

    rerender(
      <AppShell navigation={navigation} topBar={<TopBar />} currentHref="/friends">
        <p>Page</p>
      </AppShell>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when one of its links is chosen', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <AppShell navigation={navigation} topBar={<TopBar />}>
        <p>Page</p>
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const link = within(drawer).getByRole('link', { name: 'My Friends' });
    link.addEventListener('click', (event) => event.preventDefault());
    await act(() => user.click(link));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
