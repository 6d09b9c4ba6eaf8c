import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <div style={{ position: 'relative', minBlockSize: '8rem' }}>
      <SkipLink {...args} />
      <nav aria-label="Site">
        <Link href="#top">Home</Link>
      </nav>
      <main id={args.targetId} tabIndex={-1}>
        <Link href="#first">First link in the page</Link>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until Tab reaches it; Enter moves the focus into the page, past the navigation. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = globals.locale === 'es' ? 'Saltar al contenido' : 'Skip to content';
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First link in the page' })).toHaveFocus();
  },
};
