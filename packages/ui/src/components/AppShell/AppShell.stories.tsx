import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { ErrorPage } from '../ErrorPage/ErrorPage';
import { Footer } from '../Footer/Footer';
import {
  DemoBell,
  demoFooterLinks,
  demoFooterNote,
  demoUser,
  inFrame,
  navigate,
  storyMessages,
  useDemoMenuItems,
  withStoryRouter,
} from '../private/ShellStoryKit/shellStoryKit';
import { useSideNavEntries } from '../SideNav/useSideNavEntries';
import { TopBar } from '../TopBar/TopBar';
import { AppShell, type AppShellProps } from './AppShell';

interface ShellStoryArgs extends AppShellProps {
  /** Story only: render the signed-in top bar. */
  signedIn: boolean;
  /** Story only: called by the avatar menu's "Sign out". */
  onSignOut: () => void;
}

function DemoPage() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <h1 style={{ margin: 0 }}>Browse Sessions</h1>
      <p style={{ margin: 0, maxInlineSize: '60ch' }}>
        Live jam sessions you can join now. Sessions open to everyone are listed first.
      </p>
      <Card elevation="raised">Friday blues jam · 3 musicians · Good latency</Card>
      <Card elevation="raised">Late-night funk · 5 musicians · Fair latency</Card>
    </div>
  );
}

/** The shell as the app composes it: the domain's menu, the top bar, the footer. */
function Shell({ signedIn, onSignOut, ...props }: ShellStoryArgs) {
  const navigation = useSideNavEntries();
  const menuItems = useDemoMenuItems();
  return (
    <AppShell
      {...props}
      navigation={navigation}
      topBar={
        <TopBar
          user={signedIn ? demoUser : null}
          notifications={<DemoBell />}
          menuItems={menuItems}
          onSignOut={onSignOut}
        />
      }
      footer={<Footer links={demoFooterLinks}>{demoFooterNote}</Footer>}
    />
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    navigation: [],
    currentHref: '/sessions',
    signedIn: true,
    onSignOut: fn(),
    onCollapsedChange: fn(),
    preferences: { topNavigation: false, navigationMode: 'vertical', fluidLayout: true },
    children: <DemoPage />,
  },
  argTypes: {
    navigation: { control: false },
    topBar: { control: false },
    footer: { control: false },
    children: { control: false },
    renderLink: { control: false },
  },
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => <Shell {...args} />,
} satisfies Meta<ShellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical navigation, expanded, signed in (the default preferences but fluid). */
export const SignedIn: Story = {};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const banner = within(canvasElement).getByRole('banner');
    await expect(
      within(banner).getByRole('link', { name: t('ui.navigation.signIn') }),
    ).toBeInTheDocument();
    await expect(
      within(banner).queryByRole('button', { name: demoUser.name }),
    ).not.toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { preferences: { collapsedVerticalNavbar: true, fluidLayout: true } },
};

export const Boxed: Story = {
  args: { preferences: { fluidLayout: false } },
};

export const TopNavigation: Story = {
  args: { preferences: { topNavigation: true, fluidLayout: true } },
};

/** Combo in an extra-wide window (≥ xl): the top navigation. */
export const ComboNavigation: Story = {
  args: { preferences: { navigationMode: 'combo', fluidLayout: true } },
  decorators: [
    (Story) => (
      <div style={{ minInlineSize: 1240 }}>
        <Story />
      </div>
    ),
  ],
};

/** Combo between lg and xl: the side navigation. */
export const ComboNavigationBelowExtraWide: Story = {
  args: { preferences: { navigationMode: 'combo', fluidLayout: true } },
  decorators: [inFrame(1100)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('ui.sideNav.collapse') })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('ui.navigation.sessions') }),
    ).not.toBeInTheDocument();
  },
};

export const InvertedNavbar: Story = {
  args: { preferences: { navbarStyle: 'inverted', fluidLayout: true } },
};

export const CardNavbar: Story = {
  args: { preferences: { navbarStyle: 'card', fluidLayout: true } },
};

export const VibrantNavbar: Story = {
  args: { preferences: { navbarStyle: 'vibrant', fluidLayout: true } },
};

export const Narrow: Story = {
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t('ui.appShell.openNavigation') }),
    ).toBeVisible();
    // The side navigation waits in the drawer.
    await expect(
      canvas.queryByRole('navigation', { name: t('ui.sideNav.label') }),
    ).not.toBeInTheDocument();
  },
};

export const NarrowSignedOut: Story = {
  args: { signedIn: false },
  decorators: [inFrame(390)],
};

export const DarkRightToLeft: Story = {
  globals: { theme: 'dark', direction: 'rtl', locale: 'es' },
};

export const CollapsedDarkRightToLeft: Story = {
  args: { preferences: { collapsedVerticalNavbar: true, fluidLayout: true } },
  globals: { theme: 'dark', direction: 'rtl' },
};

export const TopNavigationDarkRightToLeft: Story = {
  args: { preferences: { topNavigation: true, fluidLayout: true } },
  globals: { theme: 'dark', direction: 'rtl' },
};

export const NotFoundPage: Story = {
  args: { currentHref: '/errors/404', children: <ErrorPage status={404} /> },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: t('ui.skipLink.label') });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    // Seen while focused.
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const CollapseNavigation: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const collapse = canvas.getByRole('button', { name: t('ui.sideNav.collapse') });
    const sidebarWidth = () =>
      canvas.getByRole('navigation', { name: t('ui.sideNav.label') }).getBoundingClientRect().width;
    const expandedWidth = sidebarWidth();
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(sidebarWidth()).toBeLessThan(expandedWidth / 2);
    const expand = canvas.getByRole('button', { name: t('ui.sideNav.expand') });
    await expect(expand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(sidebarWidth()).toBe(expandedWidth);
  },
};

export const NarrowDrawerWithKeyboard: Story = {
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = page.getByRole('button', { name: t('ui.appShell.openNavigation') });
    // Skip link, then the menu button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await page.findByRole('dialog', { name: t('ui.appShell.navigation') });
    await waitFor(() =>
      expect(drawer).toContainElement(drawer.ownerDocument.activeElement as HTMLElement),
    );
    const current = within(drawer).getByRole('link', {
      name: t('ui.navigation.browseSessions'),
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Tab stays inside the drawer.
    for (let i = 0; i < 3; i += 1) await userEvent.tab();
    await expect(drawer).toContainElement(drawer.ownerDocument.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const NarrowDrawerClosesOnNavigation: Story = {
  decorators: [inFrame(390)],
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: t('ui.appShell.openNavigation') }));
    const drawer = await page.findByRole('dialog', { name: t('ui.appShell.navigation') });
    await userEvent.click(within(drawer).getByRole('link', { name: t('ui.navigation.lobby') }));
    await expect(navigate).toHaveBeenCalledWith('/sessions/lobby', undefined);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TopNavigationGroupWithKeyboard: Story = {
  args: { preferences: { topNavigation: true, fluidLayout: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const page = within(canvasElement.ownerDocument.body);
    const sessions = page.getByRole('button', { name: t('ui.navigation.sessions') });
    await expect(sessions).toHaveAttribute('data-current', 'true');
    sessions.focus();
    await userEvent.keyboard('{Enter}');
    const group = await page.findByRole('dialog', { name: t('ui.navigation.sessions') });
    await expect(
      within(group).getByRole('link', { name: t('ui.navigation.browseSessions') }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessions).toHaveFocus());
  },
};
