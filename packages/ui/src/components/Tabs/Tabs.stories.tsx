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

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds a collection's items in a second render: wait for them.
    const users = await canvas.findByRole('tab', { name: 'Users' });
    await userEvent.tab();
    await expect(users).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveFocus();
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('chat');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The lobby chat.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Focus wraps from the last tab to the first.
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus();
  },
};

export const ManualActivationWithEnter: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Users' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveFocus();
    await expect(chat).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('chat');
  },
};
