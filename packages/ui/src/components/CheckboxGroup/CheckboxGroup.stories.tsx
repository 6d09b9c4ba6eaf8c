import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const genres = (
  <>
    <Checkbox value="blues">Blues</Checkbox>
    <Checkbox value="funk">Funk</Checkbox>
    <Checkbox value="jazz">Jazz</Checkbox>
    <Checkbox value="rock">Rock</Checkbox>
  </>
);

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Genres', children: genres, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: ['funk', 'jazz'] } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescription: Story = {
  args: { description: 'We suggest sessions in these genres first.' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose at least one genre.' },
};

export const Disabled: Story = { args: { defaultValue: ['rock'], isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: ['rock'], isReadOnly: true } };

export const Required: Story = { args: { isRequired: true } };

/** Tab moves between the checkboxes; Space toggles the focused one. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Blues' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Jazz' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['blues', 'jazz']);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['blues']);
    await expect(canvas.getByRole('checkbox', { name: 'Jazz' })).not.toBeChecked();
  },
};
