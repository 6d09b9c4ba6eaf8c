import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants } from './Link';

const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/profile', children: 'Your profile' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  // Internal links go through React Aria's router, as in the app, so stories never leave the page.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Musicians near you are listed on <Link {...args} /> with their latency.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/', children: 'Take me home' },
};

export const External: Story = {
  args: { href: 'https://example.com/help', isExternal: true, children: 'Help centre' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Help centre/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/new tab|pestaña nueva/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Your profile' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Your profile' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/profile', undefined);
  },
};
