import { DEFAULT_SIDE_MENU, type MenuEntry } from '@backline/domain';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import { SideNav, type SideNavEntry } from './SideNav';
import { useSideNavEntries } from './useSideNavEntries';

const entries: SideNavEntry[] = [
  { kind: 'item', id: 'home', label: 'Home', href: '/', icon: <svg data-testid="home-icon" /> },
  {
    kind: 'group',
    id: 'sessions',
    label: 'Sessions',
    items: [
      { kind: 'item', id: 'create', label: 'Create Session', href: '/sessions/new' },
      { kind: 'item', id: 'lobby', label: 'Lobby', href: '/sessions/lobby' },
    ],
  },
  {
    kind: 'group',
    id: 'help',
    label: 'Help',
    items: [
      {
        kind: 'item',
        id: 'forum',
        label: 'Forum',
        href: 'https://example.com/forum',
        isExternal: true,
      },
    ],
  },
];

describe('SideNav', () => {
  it('marks only the link of the current page with aria-current="page"', () => {
    renderWithUI(<SideNav entries={entries} currentHref="/sessions/lobby" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Lobby' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(others).toHaveLength(1);
  });

  it('names each group list by its heading', () => {
    renderWithUI(<SideNav entries={entries} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sessions' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Create Session', 'Lobby']);
  });

  it('opens an external entry in a new tab and says so', () => {
    renderWithUI(<SideNav entries={entries} />);
    const forum = screen.getByRole('link', { name: 'Forum (opens in a new tab)' });
    expect(forum).toHaveAttribute('target', '_blank');
    expect(forum).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('collapses to icons and initials while every link keeps its name', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderWithUI(<SideNav entries={entries} onCollapsedChange={onCollapsedChange} />);
    const nav = screen.getByRole('navigation');
    expect(nav).not.toHaveAttribute('data-collapsed');
    expect(screen.queryByText('CS')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));

    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(nav).toHaveAttribute('data-collapsed');
    expect(screen.getByText('CS')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Create Session' })).toBeInTheDocument();
    expect(screen.getByTestId('home-icon')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(nav).not.toHaveAttribute('data-collapsed');
  });

  it('stays as told when controlled, reporting the press', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderWithUI(<SideNav entries={entries} isCollapsed onCollapsedChange={onCollapsedChange} />);
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed');
  });

  it('hides the collapse button when not collapsible', () => {
    renderWithUI(<SideNav entries={entries} isCollapsible={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves between links with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderWithUI(<SideNav entries={entries} isCollapsible={false} />);
    const [home, create, , forum] = screen.getAllByRole('link');
    await user.tab();
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(create).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(forum).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(forum).toHaveFocus();
    await user.keyboard('{Home}');
    expect(home).toHaveFocus();
    await user.keyboard('{End}');
    expect(forum).toHaveFocus();
  });

  it('renders in-app links with renderLink and reports navigation', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const renderLink = vi.fn(({ href, children, onClick, ...props }) => (
      <a data-router-link="" href={`/app${href}`} onClick={onClick} {...props}>
        {children}
      </a>
    ));
    renderWithUI(
      <SideNav
        entries={entries}
        currentHref="/"
        renderLink={renderLink}
        onNavigate={onNavigate}
        isCollapsible={false}
      />,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('data-router-link');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/', 'aria-current': 'page' }),
    );
    // External entries never go through the app's router.
    expect(screen.getByRole('link', { name: /Forum/ })).not.toHaveAttribute('data-router-link');

    home.addEventListener('click', (event) => event.preventDefault());
    await user.click(home);
    expect(onNavigate).toHaveBeenCalledWith('/');
  });
});

function wrapper(locale: string) {
  return ({ children }: { children: ReactNode }) => (
    <UIProvider locale={locale}>{children}</UIProvider>
  );
}

describe('useSideNavEntries', () => {
  it('turns the default menu into translated entries with icons on top-level entries', () => {
    const { result } = renderHook(() => useSideNavEntries(), { wrapper: wrapper('es') });
    const [home, sessions] = result.current;
    expect(home).toMatchObject({ kind: 'item', id: 'home', label: 'Inicio', href: '/' });
    expect(home?.icon).toBeTruthy();
    expect(sessions).toMatchObject({ kind: 'group', id: 'sessions', label: 'Sesiones' });
    expect(sessions?.kind === 'group' && sessions.items[0]).toMatchObject({
      id: 'create_session',
      label: 'Crear sesión',
      href: '/sessions/new',
    });
    expect(sessions?.kind === 'group' && sessions.items[0]?.icon).toBeUndefined();
    expect(result.current).toHaveLength(DEFAULT_SIDE_MENU.length);
  });

  it('marks the help pages external and lets the app give their addresses', () => {
    const menu: MenuEntry[] = [
      {
        kind: 'group',
        label: 'help',
        items: [
          { kind: 'item', handle: 'forum', to: '/public/forum', label: 'forum', external: true },
        ],
      },
    ];
    const hrefFor = (item: { to: string; external?: boolean }) =>
      item.external ? `https://www.example.com${item.to}` : item.to;
    const { result } = renderHook(() => useSideNavEntries(menu, { hrefFor }), {
      wrapper: wrapper('en'),
    });
    expect(result.current[0]).toMatchObject({
      kind: 'group',
      label: 'Help',
      items: [{ label: 'Forum', href: 'https://www.example.com/public/forum', isExternal: true }],
    });
  });
});
