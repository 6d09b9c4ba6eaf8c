import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { HelpResources } from './HelpResources';

const navigate = (_href: string) => {};

const meta = {
  title: 'Widgets/HelpResources',
  component: HelpResources,
  args: {
    jamTrack: { original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' },
    articles: [
      { title: 'Playing JamTracks in the browser', href: 'https://help.example.com/player' },
      { title: 'Creating custom mixes', href: 'https://help.example.com/mixes' },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [inFrame(400), withRouter(navigate)],
} satisfies Meta<typeof HelpResources>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', {
        name: t('ui.helpResources.moreByArtist', { artist: 'Stevie Wonder' }),
      }),
    ).toHaveAttribute('href', '/jamtracks?artist=stevie-wonder');
    await expect(
      canvas.getByRole('link', { name: t('ui.helpResources.jamTracksHome') }),
    ).toHaveAttribute('href', '/jamtracks');
  },
};
