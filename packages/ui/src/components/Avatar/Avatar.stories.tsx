import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

/** A generated portrait, so stories need no network. */
function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 42%)"/><circle cx="32" cy="25" r="12" fill="#fff" fill-opacity=".85"/><path d="M9 64c2-14 11-22 23-22s21 8 23 22z" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const legacyPhoto = portrait(20);
const uploadedPhoto = portrait(200);

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: {
    person: { name: 'Lucía Méndez', photo_url: legacyPhoto },
  },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Lucía Méndez' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', legacyPhoto);
  },
};

export const UploadedPhotoWins: Story = {
  args: {
    person: {
      name: 'Lucía Méndez',
      photo_url: legacyPhoto,
      v2_photo_uploaded: true,
      v2_photo_url: uploadedPhoto,
    },
  },
  play: async ({ canvasElement }) => {
    // The profile photo rule: an uploaded v2 photo replaces the legacy photo_url.
    const avatar = within(canvasElement).getByRole('img', { name: 'Lucía Méndez' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', uploadedPhoto);
  },
};

export const Initials: Story = {
  args: { person: { name: 'Ana María López', photo_url: null } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana María López' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const BrokenPhotoFallsBackToInitials: Story = {
  args: { person: { name: 'Tom Okafor', photo_url: '/no-such-avatar.png' } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Tom Okafor' });
    await waitFor(() => expect(avatar).toHaveTextContent('TO'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const NoName: Story = {
  args: { person: { name: '—', photo_url: null } },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar
          key={`initials-${size}`}
          size={size}
          person={{ name: 'Ana López', photo_url: null }}
        />
      ))}
    </div>
  ),
};

export const DecorativeBesideName: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} />
      <span>{args.person.name}</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
