import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const instruments = [
  { id: 'bass', name: 'Bass guitar' },
  { id: 'drums', name: 'Drums' },
  { id: 'guitar', name: 'Electric guitar' },
  { id: 'keys', name: 'Keyboards' },
  { id: 'vocals', name: 'Vocals' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Instrument',
    items: instruments,
    children: (item: object) => {
      const instrument = item as (typeof instruments)[number];
      return <SelectItem id={instrument.id}>{instrument.name}</SelectItem>;
    },
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'drums' } };

export const WithDescription: Story = {
  args: { description: 'The one you play best: it leads your profile.' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose the instrument you play.' },
};

export const Disabled: Story = { args: { defaultValue: 'keys', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };

export const WithDisabledOptions: Story = { args: { disabledKeys: ['drums', 'vocals'] } };

/** Options written out as children instead of `items`. */
export const StaticOptions: Story = {
  render: ({ onChange }) => (
    <Select label="Skill level" onChange={onChange}>
      <SelectItem id="beginner">Beginner</SelectItem>
      <SelectItem id="intermediate">Intermediate</SelectItem>
      <SelectItem id="expert">Expert</SelectItem>
    </Select>
  ),
};

/** Focus with Tab, open with ArrowDown, move with ArrowDown, choose with Enter. */
export const KeyboardArrowDown: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Instrument/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listBox = await page.findByRole('listbox', { name: 'Instrument' });
    await waitFor(() =>
      expect(within(listBox).getByRole('option', { name: 'Bass guitar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith('guitar');
    await expect(trigger).toHaveTextContent('Electric guitar');
    await expect(trigger).toHaveFocus();
  },
};

/** Enter opens the list on the chosen option; typing a letter jumps to an option; Escape closes. */
export const KeyboardEnterAndTypeahead: Story = {
  args: { defaultValue: 'drums' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Instrument/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listBox = await page.findByRole('listbox', { name: 'Instrument' });
    await waitFor(() =>
      expect(within(listBox).getByRole('option', { name: 'Drums' })).toHaveFocus(),
    );
    await userEvent.keyboard('v');
    await waitFor(() =>
      expect(within(listBox).getByRole('option', { name: 'Vocals' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('vocals');
    await expect(trigger).toHaveTextContent('Vocals');
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox', { name: 'Instrument' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Vocals');
  },
};
