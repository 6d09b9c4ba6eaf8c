import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  inFrame,
  navigate,
  storyMessages,
  withStoryRouter,
} from '../private/ShellStoryKit/shellStoryKit';
import { VisitorTopBar } from './VisitorTopBar';

const meta = {
  title: 'Shell/VisitorTopBar',
  component: VisitorTopBar,
  argTypes: {
    logo: { control: false },
    renderLink: { control: false },
  },
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof VisitorTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('link', { name: t('ui.topBar.brand') })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(
      within(banner).getByRole('link', { name: t('ui.navigation.subscribe') }),
    ).toHaveAttribute('href', '/account/subscription');
    await expect(
      within(banner).getByRole('link', { name: t('ui.navigation.signIn') }),
    ).toHaveAttribute('href', '/auth/login');
    // A visitor has no account menu and no bell.
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SignInReturnsToThePage: Story = {
  args: { signInHref: '/auth/login?next=%2Ffriends' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      within(canvasElement).getByRole('link', { name: t('ui.navigation.signIn') }),
    ).toHaveAttribute('href', '/auth/login?next=%2Ffriends');
  },
};

export const WithKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const banner = within(canvasElement).getByRole('banner');
    // Tab order follows reading order: logo, subscribe, sign in.
    await userEvent.tab();
    await expect(within(banner).getByRole('link', { name: t('ui.topBar.brand') })).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(banner).getByRole('link', { name: t('ui.navigation.subscribe') }),
    ).toHaveFocus();
    await userEvent.tab();
    const signIn = within(banner).getByRole('link', { name: t('ui.navigation.signIn') });
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/auth/login', undefined);
  },
};

export const Narrow: Story = {
  decorators: [inFrame(360)],
};

export const DarkRightToLeft: Story = {
  globals: { theme: 'dark', direction: 'rtl', locale: 'es' },
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
    const signIn = within(canvasElement).getByRole('link', { name: t('ui.navigation.signIn') });
    await expect(signIn).toHaveAttribute('data-router', 'remix');
    await expect(signIn).toHaveAttribute('href', '/auth/login');
  },
};
