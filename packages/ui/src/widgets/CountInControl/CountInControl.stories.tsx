import type { CountInBars } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { expectFitsNarrowScreen } from '../private/storyKit';
import { phoneScreen } from '../private/studioStoryKit';
import { CountInControl, type CountInControlProps } from './CountInControl';

/** The page's side: the choices follow the callbacks. */
function LiveCountIn(props: CountInControlProps) {
  const [bars, setBars] = useState<0 | CountInBars>(props.bars);
  const [accent, setAccent] = useState(props.accentBeatOne);
  const [everyPass, setEveryPass] = useState(props.beforeEachPass);
  return (
    <CountInControl
      {...props}
      bars={bars}
      accentBeatOne={accent}
      beforeEachPass={everyPass}
      onBarsChange={(next) => {
        props.onBarsChange(next);
        setBars(next);
      }}
      onAccentBeatOneChange={(next) => {
        props.onAccentBeatOneChange(next);
        setAccent(next);
      }}
      onBeforeEachPassChange={(next) => {
        props.onBeforeEachPassChange(next);
        setEveryPass(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Studio/CountInControl',
  component: CountInControl,
  args: {
    bars: 0,
    accentBeatOne: true,
    beforeEachPass: false,
    onBarsChange: fn(),
    onAccentBeatOneChange: fn(),
    onBeforeEachPassChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <LiveCountIn {...args} />,
} satisfies Meta<typeof CountInControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; the keys choose 1 bar, then the count-in before each loop pass. */
export const Off: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const everyPass = canvas.getByRole('checkbox', { name: t('ui.countIn.everyPass') });
    await expect(everyPass).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.countIn.bars', { count: 1 }) }));
    await expect(args.onBarsChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(everyPass);
    await expect(args.onBeforeEachPassChange).toHaveBeenLastCalledWith(true);
  },
};

export const TwoBarsEveryPass: Story = { args: { bars: 2, beforeEachPass: true } };

export const Spanish: Story = { globals: { locale: 'es' }, args: { bars: 1 } };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { bars: 1 } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { bars: 2 } };

export const Phone: Story = {
  decorators: [phoneScreen],
  globals: { locale: 'es' },
  args: { bars: 1 },
  play: async ({ canvasElement }) => {
    await expectFitsNarrowScreen(canvasElement);
  },
};
