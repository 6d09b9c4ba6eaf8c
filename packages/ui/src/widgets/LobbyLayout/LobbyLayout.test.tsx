import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import { LobbyLayout } from './LobbyLayout';

function stubScreen({ wide }: { wide: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      matches: wide,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const parts = { users: <p>musicians here</p>, chat: <input aria-label="Message" /> };

describe('LobbyLayout (part 1 §2: two tabs, Users and Chat, on narrow screens)', () => {
  it('puts the two side by side from the md breakpoint (768 px) up', () => {
    stubScreen({ wide: true });
    renderWithUI(<LobbyLayout {...parts} />);
    expect(window.matchMedia).toHaveBeenCalledWith('screen and (min-width: 768px)');
    expect(screen.getByRole('region', { name: 'Users' })).toHaveTextContent('musicians here');
    expect(screen.getByRole('region', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows two tabs below md, keeping both panels mounted', async () => {
    stubScreen({ wide: false });
    renderWithUI(<LobbyLayout {...parts} />, 'es');
    expect(screen.getByRole('tablist', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('textbox'));
    // The Users panel is still in the page, inert: its state survives the switch.
    expect(screen.getByText('musicians here')).toBeInTheDocument();
  });

  it('renders the columns on the server, where the width is unknown', () => {
    const html = renderToString(
      <UIProvider locale="en">
        <LobbyLayout {...parts} layout="auto" />
      </UIProvider>,
    );
    expect(html).toContain('data-layout="columns"');
    expect(html).not.toContain('role="tablist"');
  });

  it('tells the app which tab the user picked', async () => {
    const onTabChange = vi.fn();
    renderWithUI(<LobbyLayout {...parts} layout="tabs" onTabChange={onTabChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(onTabChange).toHaveBeenCalledWith('chat');
  });
});
