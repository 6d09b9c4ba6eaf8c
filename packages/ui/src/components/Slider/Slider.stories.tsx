import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { Slider } from './Slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'Volume', defaultValue: 60, onChange: fn() },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'The level of the backing track under your instrument.' },
};

export const WithoutValueLabel: Story = { args: { showValueLabel: false } };

export const FormattedValue: Story = {
  args: {
    label: 'Tempo',
    minValue: 0.5,
    maxValue: 1.5,
    step: 0.05,
    defaultValue: 0.8,
    formatOptions: { style: 'percent' },
  },
};

const dollars: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
};

export const Range: Story = {
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 50,
    defaultValue: [5, 30],
    formatOptions: dollars,
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The arrow key toward the end of the track: right in left-to-right, left in right-to-left. */
const towardEnd = (direction: string) => (direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
const towardStart = (direction: string) => (direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}');

/** Arrow keys step the value; Home and End go to the ends; the value label follows. */
export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    const output = canvasElement.querySelector('output')!;
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const end = towardEnd(globals.direction);
    await userEvent.keyboard(`${end}${end}{ArrowUp}`);
    await expect(slider).toHaveValue('63');
    await expect(output).toHaveTextContent('63');
    await userEvent.keyboard(towardStart(globals.direction));
    await expect(args.onChange).toHaveBeenLastCalledWith(62);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(output).toHaveTextContent('0');
  },
};

/** Each thumb of a range has its own name and keys; neither passes the other. */
export const RangeKeyboard: Story = {
  args: { ...Range.args },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: `${t['ui.slider.minimum']} Price` });
    const maximum = canvas.getByRole('slider', { name: `${t['ui.slider.maximum']} Price` });
    await userEvent.tab();
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard(towardEnd(globals.direction));
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 30]);
    await userEvent.tab();
    await expect(maximum).toHaveFocus();
    await userEvent.keyboard(towardStart(globals.direction));
    // The value label is the locale's range of two amounts ("$6 – $29", "6-29 US$").
    const range = new Intl.NumberFormat(globals.locale, dollars).formatRange(6, 29);
    await expect(canvasElement.querySelector('output')).toHaveTextContent(
      range.replace(/\s+/g, ' '),
    );
    // Home takes the maximum down to the minimum, never below it.
    await userEvent.keyboard('{Home}');
    await expect(maximum).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 6]);
  },
};

/**
 * ArrowRight moves the thumb to the right on screen in both directions: up in left-to-right,
 * down in right-to-left, where the track starts at the right (React Aria reads the direction
 * from its locale, which DisplayPreferencesProvider aligns with the right-to-left preference).
 */
export const ArrowRightMovesTheThumbRight: Story = {
  play: async ({ canvasElement, globals }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    const thumb = slider.closest<HTMLElement>('[data-rac]')!;
    const centre = () => {
      const { left, width } = thumb.getBoundingClientRect();
      return left + width / 2;
    };
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const before = centre();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(centre()).toBeGreaterThan(before);
    await expect(slider).toHaveValue(globals.direction === 'rtl' ? '58' : '62');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('60');
    await expect(centre()).toBeCloseTo(before, 0);
  },
};
