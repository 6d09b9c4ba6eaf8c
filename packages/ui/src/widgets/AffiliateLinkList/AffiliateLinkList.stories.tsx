import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoCatalogue,
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { AffiliateLinkList } from './AffiliateLinkList';

const site = 'https://backline.example';
const songs = demoCatalogue(3);

const meta = {
  title: 'Widgets/AffiliateLinkList',
  component: AffiliateLinkList,
  args: {
    context: { siteUrl: site, code: 'acc-7', signed: true },
    onCopy: fn(() => Promise.resolve()),
  },
  decorators: [withRouter(fn()), inFrame(720)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AffiliateLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner: the live home link; copying it says "Copied". */
export const HomeLink: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${site}/?affiliate=acc-7`)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('ui.affiliateLinkList.copyLabel', { name: t('ui.affiliateLinkList.home') }),
      }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith(`${site}/?affiliate=acc-7`);
    await expect(await canvas.findByText(t('ui.affiliateLinkList.copied'))).toBeVisible();
  },
};

/** Song links (a chosen song, or Enter with text) and an artist link. */
export const SongAndArtistLinks: Story = {
  args: {
    songs,
    artists: [{ original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' }],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const songList = canvas.getByRole('list', { name: t('ui.affiliateLinkList.songs') });
    await expect(within(songList).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(`${site}/artists/stevie-wonder?affiliate=acc-7`)).toBeVisible();
  },
};

/** Not signed: every link leads to the agreement, and a note says so. */
export const NotSigned: Story = {
  args: { context: { siteUrl: site, code: null, signed: false }, songs: songs.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('/affiliate/agreement')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: t('ui.affiliateLinkList.agreement') }),
    ).toHaveAttribute('href', '/affiliate/agreement');
  },
};

/** The browser refused the clipboard: the person is told to copy by hand. */
export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('ui.affiliateLinkList.copyLabel', { name: t('ui.affiliateLinkList.home') }),
      }),
    );
    await expect(await canvas.findByText(t('ui.affiliateLinkList.copyFailed'))).toBeVisible();
  },
};

/** A phone (320 px): long links wrap; nothing overflows. */
export const OnAPhone: Story = {
  args: { songs },
  decorators: [inFrame(320)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
