import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, storyMessages, withStoryRouter } from '../private/ShellStoryKit/shellStoryKit';
import { ErrorPage, errorPageStatuses } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
  argTypes: { status: { control: 'inline-radio', options: errorPageStatuses } },
  decorators: [withStoryRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('ui.errorPage.notFound') }),
    ).toBeInTheDocument();
    const home = canvas.getByRole('link', { name: t('ui.errorPage.takeMeHome') });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('ui.errorPage.serverError') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const ServerErrorWithHomeLink: Story = {
  args: { status: 500, showHomeLink: true },
};

export const NotFoundSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'La página que buscas no se encuentra.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Llévame al inicio' })).toBeInTheDocument();
  },
};

export const ServerErrorSpanish: Story = {
  args: { status: 500 },
  globals: { locale: 'es' },
};

export const DarkRightToLeft: Story = {
  globals: { theme: 'dark', direction: 'rtl' },
};
