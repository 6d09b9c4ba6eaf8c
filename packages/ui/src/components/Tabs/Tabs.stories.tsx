import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab } from './Tab';
import { TabList } from './TabList';
import { TabPanel } from './TabPanel';
import { Tabs, tabsOrientations } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Lobby">
        <Tab id="users">Users</Tab>
        <Tab id="chat">Chat</Tab>
        <Tab id="sessions">Sessions</Tab>
      </TabList>
      <TabPanel id="users">12 musicians online.</TabPanel>
      <TabPanel id="chat">The lobby chat.</TabPanel>
      <TabPanel id="sessions">Open jam sessions.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'chat' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const WithDisabledTab: Story = { args: { disabledKeys: ['sessions'] } };

/** The lobby on a narrow screen: two tabs sharing the width; the chat keeps its state while hidden. */
export const LobbyStretched: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Lobby" isStretched>
        <Tab id="users">Users</Tab>
        <Tab id="chat">Chat</Tab>
      </TabList>
      <TabPanel id="users">12 musicians online.</TabPanel>
      <TabPanel id="chat" shouldForceMount>
        The lobby chat.
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Chat' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The lobby chat.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Users' }));
    // The force-mounted chat panel stays in the document, hidden.
    await expect(canvas.getByText('The lobby chat.')).not.toBeVisible();
  },
};

/** The arrow key toward the following tab: right in left-to-right, left in right-to-left. */
const toNext = (direction: string) => (direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    const users = await canvas.findByRole('tab', { name: 'Users' });
    await userEvent.tab();
    await expect(users).toHaveFocus();
    await userEvent.keyboard(toNext(globals.direction));
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveFocus();
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('chat');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The lobby chat.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await userEvent.keyboard(toNext(globals.direction));
    // Focus wraps from the last tab to the first.
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus();
  },
};

export const ManualActivationWithEnter: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Users' });
    await userEvent.tab();
    await userEvent.keyboard(toNext(globals.direction));
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveFocus();
    await expect(chat).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('chat');
  },
};

/**
 * ArrowRight focuses the tab to the right on screen in both directions: the following tab in
 * left-to-right, the preceding one in right-to-left, where the tabs run from the right.
 */
export const ArrowRightGoesToTheTabOnTheRight: Story = {
  args: { defaultSelectedKey: 'chat' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const chat = await canvas.findByRole('tab', { name: 'Chat' });
    await userEvent.tab();
    await expect(chat).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const right = canvas.getByRole('tab', {
      name: globals.direction === 'rtl' ? 'Users' : 'Sessions',
    });
    await expect(right).toHaveFocus();
    await expect(right.getBoundingClientRect().left).toBeGreaterThan(
      chat.getBoundingClientRect().left,
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chat).toHaveFocus();
  },
};
