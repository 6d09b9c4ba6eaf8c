import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DemoBell,
  demoUser,
  inFrame,
  navigate,
  storyMessages,
  useDemoMenuItems,
  withStoryRouter,
} from '../private/ShellStoryKit/shellStoryKit';
import { TopBar, type TopBarProps } from './TopBar';

function TopBarWithMenu(props: TopBarProps) {
  const menuItems = useDemoMenuItems();
  return <TopBar menuItems={menuItems} {...props} />;
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { onSignOut: fn() },
  argTypes: {
    user: { control: 'object' },
    notifications: { control: false },
    logo: { control: false },
    renderLink: { control: false },
  },
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => <TopBarWithMenu {...args} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const banner = within(canvasElement).getByRole('banner');
    await expect(
      within(banner).getByRole('link', { name: t('ui.navigation.signIn') }),
    ).toHaveAttribute('href', '/auth/login');
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { user: demoUser, notifications: <DemoBell /> },
};

export const SignedInWithoutPhoto: Story = {
  args: { user: { name: 'Ana María López García', photo_url: null }, notifications: <DemoBell /> },
};

export const NarrowSignedIn: Story = {
  args: { user: demoUser, notifications: <DemoBell count={120} /> },
  decorators: [inFrame(360)],
  play: async ({ canvasElement }) => {
    // No room for the name: the avatar alone, still named in full.
    const trigger = within(canvasElement).getByRole('button', { name: demoUser.name });
    await expect(within(trigger).getByText('Ana María López Garc…')).not.toBeVisible();
  },
};

export const DarkRightToLeft: Story = {
  args: { user: demoUser, notifications: <DemoBell /> },
  globals: { theme: 'dark', direction: 'rtl', locale: 'es' },
};

export const AvatarMenuWithKeyboard: Story = {
  args: { user: demoUser, notifications: <DemoBell /> },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: demoUser.name });
    // Tab through the bar: logo, subscribe, bell, then the avatar menu.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: demoUser.name });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      t('ui.navigation.profile'),
      t('ui.navigation.preferences'),
      t('ui.navigation.signOut'),
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();

    // Escape closes the menu and gives focus back to the avatar.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // ArrowUp opens it on the last item: Sign out.
    await userEvent.keyboard('{ArrowUp}');
    const signOut = await page.findByRole('menuitem', { name: t('ui.navigation.signOut') });
    await waitFor(() => expect(signOut).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AvatarMenuLink: Story = {
  args: { user: demoUser },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: demoUser.name }));
    await userEvent.click(
      await page.findByRole('menuitem', { name: t('ui.navigation.preferences') }),
    );
    await expect(navigate).toHaveBeenCalledWith('/account/preferences', undefined);
  },
};

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router="remix" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const logo = within(canvasElement).getByRole('link', { name: t('ui.topBar.brand') });
    await expect(logo).toHaveAttribute('data-router', 'remix');
    await expect(logo).toHaveAttribute('href', '/profile');
  },
};
