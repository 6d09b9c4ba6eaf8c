import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { sessions } from '../private/sessionsStoryKit';
import { SessionCard, sessionCardHeadingLevels } from './SessionCard';

const [blues, funk, jazz, quiet] = sessions as [
  (typeof sessions)[0],
  (typeof sessions)[0],
  (typeof sessions)[0],
  (typeof sessions)[0],
];

const meta = {
  title: 'Widgets/SessionCard',
  component: SessionCard,
  args: { session: blues, onJoin: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: sessionCardHeadingLevels } },
  parameters: { layout: 'padded' },
  decorators: [inFrame(480)],
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public session with three musicians, two of them friends. */
export const Public: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const card = within(canvasElement).getByRole('article', { name: blues.description });
    await expect(card).toHaveTextContent(t('ui.sessions.privacyPublic'));
    const musicians = within(card).getByRole('list', { name: t('ui.sessions.participants') });
    await expect(within(musicians).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(musicians).getAllByText(t('ui.sessions.friend'))).toHaveLength(2);
    await expect(musicians).toHaveTextContent(t('ui.instrument.electric-guitar'));
  },
};

export const PrivateByInvitation: Story = {
  args: { session: funk },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvasElement).toHaveTextContent(t('ui.sessions.privacyPrivateInvite'));
  },
};

export const PrivateByApproval: Story = {
  args: { session: jazz },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvasElement).toHaveTextContent(t('ui.sessions.privacyPrivateApprove'));
  },
};

/** A session nobody is playing in (from /sessions/inactive) without a description. */
export const EmptyAndUntitled: Story = {
  args: { session: quiet },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const card = within(canvasElement).getByRole('article', { name: t('ui.sessions.untitled') });
    await expect(card).toHaveTextContent(t('ui.sessions.noParticipants'));
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

export const Joining: Story = {
  args: { isJoining: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const join = within(canvasElement).getByRole('button', {
      name: new RegExp(t('ui.sessions.join')),
    });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithoutJoin: Story = { args: { onJoin: undefined } };

/** Tab reaches Join, whose name says which session; Enter joins. */
export const JoinsByKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    const join = within(canvasElement).getByRole('button', {
      name: t('ui.sessions.joinSession').replace('{session}', blues.description),
    });
    await expect(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledWith(blues);
  },
};

/** At a phone's narrowest width (320 px) the header and the musicians wrap. */
export const Narrow: Story = {
  decorators: [inFrame(320)],
  args: {
    session: {
      ...blues,
      active_music_session: {
        participants: [
          {
            id: 'p-long',
            user: {
              id: 'u-long',
              name: 'Maximiliano Alejandro Fernández',
              photo_url: null,
              is_friend: true,
            },
            tracks: [
              { id: 't1', instrument_id: 'guitar', instrument: 'Electric Guitar' },
              { id: 't2', instrument_id: 'vocals', instrument: 'Vocals' },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    // Names are shortened to 20 characters with an ellipsis (part 1 §9); the full name is the title.
    const name = within(canvasElement).getByText('Maximiliano Alejandr…');
    await expect(name).toHaveAttribute('title', 'Maximiliano Alejandro Fernández');
  },
};
