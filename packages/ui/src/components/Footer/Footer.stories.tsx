import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoFooterLinks,
  demoFooterNote,
  storyMessages,
  textPattern,
} from '../private/ShellStoryKit/shellStoryKit';
import { navigationMessageId } from '../SideNav/useSideNavEntries';
import { Footer, footerLinks } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { links: demoFooterLinks, children: demoFooterNote },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: t('ui.footer.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(textPattern(t('ui.link.opensInNewTab'), 'end'));
    }
  },
};

export const SameTab: Story = {
  args: { openInNewTab: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const about = within(canvasElement).getByRole('link', { name: t('ui.navigation.about') });
    await expect(about).not.toHaveAttribute('target');
  },
};

export const SomeLinks: Story = {
  args: { links: { privacy: demoFooterLinks.privacy, terms: demoFooterLinks.terms } },
};

export const DarkRightToLeft: Story = {
  globals: { theme: 'dark', direction: 'rtl', locale: 'es' },
};

export const KeyboardOrder: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    // The spec's order: about, contact, privacy, terms, help desk.
    for (const key of footerLinks) {
      await userEvent.tab();
      const name = textPattern(t(navigationMessageId(key)));
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
