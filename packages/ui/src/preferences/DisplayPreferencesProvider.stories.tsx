import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../components/Alert/Alert';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { DisplayPreferencesProvider, useDisplayPreferences } from './DisplayPreferencesProvider';

function PreferenceButtons() {
  const { preferences, updatePreferences } = useDisplayPreferences();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button
        variant="secondary"
        onPress={() => updatePreferences({ darkTheme: !preferences.darkTheme })}
      >
        {preferences.darkTheme ? 'Use the light theme' : 'Use the dark theme'}
      </Button>
      <Button
        variant="secondary"
        onPress={() => updatePreferences({ rightToLeft: !preferences.rightToLeft })}
      >
        {preferences.rightToLeft ? 'Left to right' : 'Right to left'}
      </Button>
    </div>
  );
}

/** What an app does: it owns the value (saved in local storage) and passes it down. */
function AppLike({
  initial,
  onChange,
}: {
  initial: DisplayPreferences;
  onChange: (next: DisplayPreferences) => void;
}) {
  const [preferences, setPreferences] = useState(initial);
  return (
    <DisplayPreferencesProvider
      value={preferences}
      onChange={(next) => {
        setPreferences(next);
        onChange(next);
      }}
      data-testid="themed-root"
      style={{ padding: '1rem' }}
    >
      <Card elevation="raised" style={{ display: 'grid', gap: '1rem' }}>
        <Alert tone="info" title="Display preferences">
          The theme and the direction apply to everything inside the provider.
        </Alert>
        <PreferenceButtons />
      </Card>
    </DisplayPreferencesProvider>
  );
}

const meta = {
  title: 'Foundations/DisplayPreferencesProvider',
  component: DisplayPreferencesProvider,
  args: {
    value: { ...DEFAULT_DISPLAY_PREFERENCES },
    onChange: fn(),
    children: null,
  },
  render: (args) => <AppLike initial={args.value} onChange={args.onChange} />,
} satisfies Meta<typeof DisplayPreferencesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const DarkRightToLeft: Story = {
  args: { value: { ...DEFAULT_DISPLAY_PREFERENCES, darkTheme: true, rightToLeft: true } },
};

export const SwitchingWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('themed-root');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Use the dark theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
