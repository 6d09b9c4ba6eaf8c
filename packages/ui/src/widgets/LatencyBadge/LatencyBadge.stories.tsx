import { LATENCY_BANDS } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { LatencyBadge } from './LatencyBadge';

/** Latency data that lands in each band (internet + audio). */
const samples = {
  GOOD: { ars_internet_latency: 22, audio_latency: 9 },
  FAIR: { ars_internet_latency: 38, audio_latency: 14 },
  HIGH: { ars_internet_latency: 71, audio_latency: 12 },
  UNKNOWN: { ars_internet_latency: 40, audio_latency: null },
} as const;

function bandOf(canvasElement: HTMLElement, band: string): HTMLElement {
  const badge = canvasElement.querySelector<HTMLElement>(`[data-band="${band}"]`);
  if (!badge) throw new Error(`no ${band} badge`);
  return badge;
}

const meta = {
  title: 'Widgets/LatencyBadge',
  component: LatencyBadge,
  args: { latency: samples.GOOD },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LatencyBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const badge = bandOf(canvasElement, 'GOOD');
    await expect(badge).toHaveTextContent(`${t['ui.latencyBadge.label']}: ${t['ui.latency.GOOD']}`);
    // The total is spoken (visually hidden), not shown.
    await expect(badge).toHaveTextContent('31 ms');
    await expect(within(canvasElement).queryByText('31 ms')).toBeNull();
  },
};

export const Fair: Story = { args: { latency: samples.FAIR } };

export const High: Story = { args: { latency: samples.HIGH } };

/** Either value missing: no total, grey. */
export const Unknown: Story = {
  args: { latency: samples.UNKNOWN },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const badge = bandOf(canvasElement, 'UNKNOWN');
    await expect(badge).toHaveTextContent(t['ui.latency.UNKNOWN']);
    await expect(badge).not.toHaveTextContent('ms');
  },
};

/** The loading state of a latency lookup is "no data yet": the badge says UNKNOWN. */
export const NoDataYet: Story = { args: { latency: null } };

export const WithTotal: Story = {
  args: { latency: samples.FAIR, showTotal: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('52 ms')).toBeVisible();
  },
};

/** Every band side by side, in both themes by the test-runner's two passes. */
export const AllBands: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {LATENCY_BANDS.map((band) => (
        <LatencyBadge {...args} key={band} latency={samples[band]} showTotal />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    for (const band of LATENCY_BANDS) {
      await expect(bandOf(canvasElement, band)).toHaveTextContent(t[`ui.latency.${band}`]);
    }
  },
};
