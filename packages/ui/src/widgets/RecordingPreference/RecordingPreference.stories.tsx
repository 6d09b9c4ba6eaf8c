import type { RecordingPref } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import {
  RecordingPreference,
  type RecordingPreferenceProps,
  recordingPreferenceResults,
} from './RecordingPreference';

/** As /account/preferences uses it: the value follows the choice, the save is the caller's. */
function Controlled(args: RecordingPreferenceProps) {
  const [value, setValue] = useState<RecordingPref>(args.value);
  return (
    <RecordingPreference
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/RecordingPreference',
  component: RecordingPreference,
  args: { value: 1, onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: [0, 1, 2] },
    result: { control: 'inline-radio', options: [null, ...recordingPreferenceResults] },
  },
  parameters: { layout: 'padded' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RecordingPreference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three values with the spec's words (part 1 §9), the saved one chosen. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: t['ui.recordingPreference.label'] }),
    ).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      t['ui.profile.recordingPrefNone'],
      t['ui.profile.recordingPrefMyAudio'],
      t['ui.profile.recordingPrefMyAudioAndSessionMix'],
    ]);
    await expect(
      canvas.getByRole('radio', { name: t['ui.profile.recordingPrefMyAudio'] }),
    ).toBeChecked();
  },
};

export const None: Story = { args: { value: 0 } };

export const Saving: Story = {
  args: { value: 2, isSaving: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t['ui.profile.updating'],
    );
  },
};

export const Saved: Story = {
  args: { value: 2, result: 'saved' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByText(t['ui.profile.recordingPrefSaved'])).toBeVisible();
  },
};

/** The spec's failure text (part 1 §8), read with the group. */
export const SaveFailed: Story = {
  args: { result: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t['ui.profile.recordingPrefFailed']);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      new RegExp(t['ui.profile.recordingPrefFailed'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Tab enters on the chosen value; the arrow keys choose and report each value at once. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('radio', { name: t['ui.profile.recordingPrefMyAudio'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(
      canvas.getByRole('radio', { name: t['ui.profile.recordingPrefMyAudioAndSessionMix'] }),
    ).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const OnANarrowScreen: Story = {
  args: { result: 'failed' },
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => expectFitsNarrowScreen(canvasElement),
};
