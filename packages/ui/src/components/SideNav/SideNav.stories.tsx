import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  storyMessages,
  textPattern,
  withStoryRouter,
} from '../private/ShellStoryKit/shellStoryKit';
import { SideNav, type SideNavProps, sideNavHeadingLevels, sideNavVariants } from './SideNav';
import { useSideNavEntries } from './useSideNavEntries';

/** The default side menu of the spec (part 1 §2), translated. */
function DefaultMenuSideNav(props: SideNavProps) {
  const entries = useSideNavEntries();
  return <SideNav {...props} entries={entries} />;
}

/** The width the shell gives an expanded side navigation. */
const inSidebar: Decorator = (Story) => (
  <div style={{ inlineSize: '16rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Shell/SideNav',
  component: SideNav,
  args: {
    entries: [],
    currentHref: '/sessions/lobby',
    onCollapsedChange: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    entries: { control: false },
    variant: { control: 'inline-radio', options: sideNavVariants },
    headingLevel: { control: 'inline-radio', options: sideNavHeadingLevels },
  },
  decorators: [inSidebar, withStoryRouter],
  render: (args) => <DefaultMenuSideNav {...args} />,
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: t('ui.sideNav.label') });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.getAttribute('href'))).toEqual(['/sessions/lobby']);
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 'fit-content' }}>
        <Story />
      </div>
    ),
  ],
};

export const Inverted: Story = { args: { variant: 'inverted' } };

export const CardStyle: Story = { name: 'Card', args: { variant: 'card' } };

export const Vibrant: Story = { args: { variant: 'vibrant' } };

export const CollapsedInverted: Story = {
  args: { defaultCollapsed: true, variant: 'inverted' },
  decorators: Collapsed.decorators,
};

export const DarkRightToLeft: Story = {
  globals: { theme: 'dark', direction: 'rtl', locale: 'es' },
};

export const CollapsedDarkRightToLeft: Story = {
  args: { defaultCollapsed: true },
  decorators: Collapsed.decorators,
  globals: { theme: 'dark', direction: 'rtl' },
};

export const CollapseWithKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('ui.sideNav.collapse') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(nav).toHaveAttribute('data-collapsed', 'true');
    // Icons and initials only, every link still named.
    await expect(
      canvas.getByRole('link', { name: t('ui.navigation.createSession') }),
    ).toBeInTheDocument();
    const expand = canvas.getByRole('button', { name: t('ui.sideNav.expand') });
    await expect(expand).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(nav).not.toHaveAttribute('data-collapsed');
  },
};

export const CollapsedNameOnFocus: Story = {
  args: { defaultCollapsed: true, isCollapsible: false },
  decorators: Collapsed.decorators,
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const home = within(canvasElement).getByRole('link', { name: t('ui.navigation.home') });
    const label = within(home).getByText(t('ui.navigation.home'));
    // Visually hidden at rest: a 1 px clipped box.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(home).toHaveFocus();
    // Keyboard focus shows the name beside the icon.
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

export const ArrowKeyNavigation: Story = {
  args: { isCollapsible: false },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const link = (name: string) => canvas.getByRole('link', { name: textPattern(name) });
    await userEvent.tab();
    await expect(link(t('ui.navigation.home'))).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link(t('ui.navigation.createSession'))).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(link(t('ui.navigation.forum'))).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link(t('ui.navigation.home'))).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(link(t('ui.navigation.helpDesk'))).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/sessions/new');
  },
};
