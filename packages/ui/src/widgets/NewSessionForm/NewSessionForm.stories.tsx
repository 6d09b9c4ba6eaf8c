import { filterInvitees, SESSION_PRIVACY } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { createManualScheduler, type ManualScheduler } from '../../time/scheduler';
import { people } from '../private/sessionsStoryKit';
import { type InviteeCandidate, NewSessionForm } from './NewSessionForm';

const friends: InviteeCandidate[] = [
  people.ana,
  people.annika,
  people.joanna,
  people.dev,
  people.carmen,
];

/** The app's search: the domain's invitee filter over the user's friends. */
const searchFriends = async (query: string) => filterInvitees(friends, query);

const meta = {
  title: 'Widgets/NewSessionForm',
  component: NewSessionForm,
  args: {
    searchInvitees: fn(searchFriends),
    onSubmit: fn(),
    scheduler: createManualScheduler(),
  },
  argTypes: { scheduler: { control: false }, searchInvitees: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewSessionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as /sessions/new opens it: public, nobody invited, no description. */
export const Empty: Story = {
  args: { scheduler: createManualScheduler() },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('ui.sessions.privacyPublic') })).toBeChecked();
    await expect(canvas.getByText(t('ui.newSessionForm.noInvitees'))).toBeVisible();
  },
};

/**
 * Searching: nothing is searched under 3 characters, nor before the typing has paused 400 ms
 * (part 1 §5); then the matching friends are offered and the arrow keys and Enter invite one.
 */
export const SearchesAfterThreeLettersAndAPause: Story = {
  args: { scheduler: createManualScheduler(), searchInvitees: fn(searchFriends) },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const scheduler = args.scheduler as ManualScheduler;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const search = canvas.getByRole('combobox', { name: t('ui.newSessionForm.inviteSearch') });
    await userEvent.type(search, 'an');
    scheduler.advance(1_000);
    await expect(args.searchInvitees).not.toHaveBeenCalled();
    await userEvent.type(search, 'n');
    scheduler.advance(399);
    await expect(args.searchInvitees).not.toHaveBeenCalled();
    scheduler.advance(1);
    await expect(args.searchInvitees).toHaveBeenCalledWith('ann');
    // First or last name, ignoring case: "Annika Berg" and "Joanna Hanley".
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const invited = canvas.getByRole('list', { name: t('ui.newSessionForm.invitedLabel') });
    await expect(invited).toHaveTextContent('Annika Berg');
    await expect(search).toHaveValue('');
  },
};

/** Loading: the search is under way (here it never answers). */
export const Searching: Story = {
  args: {
    scheduler: createManualScheduler(),
    searchInvitees: fn((_query: string) => new Promise<InviteeCandidate[]>(() => {})),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const search = within(canvasElement).getByRole('combobox', {
      name: t('ui.newSessionForm.inviteSearch'),
    });
    await userEvent.type(search, 'dev');
    (args.scheduler as ManualScheduler).advance(400);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t('ui.comboBox.loading'))).toBeVisible();
    // React Aria hides the rest of the form from screen readers while the list is open (axe's
    // aria-hidden-focus then flags the radios): close it before the accessibility check.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** Empty result: no friend's first or last name contains the text. */
export const NoMatches: Story = {
  args: { scheduler: createManualScheduler() },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const search = within(canvasElement).getByRole('combobox', {
      name: t('ui.newSessionForm.inviteSearch'),
    });
    await userEvent.type(search, 'zzz');
    (args.scheduler as ManualScheduler).advance(400);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(t('ui.newSessionForm.noMatches').replace('{query}', 'zzz')),
    ).toBeVisible();
    // React Aria hides the rest of the form from screen readers while the list is open (axe's
    // aria-hidden-focus then flags the radios): close it before the accessibility check.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** Error: the search failed. */
export const SearchFailed: Story = {
  args: {
    scheduler: createManualScheduler(),
    searchInvitees: fn(
      (_query: string): Promise<InviteeCandidate[]> => Promise.reject(new Error('offline')),
    ),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const search = within(canvasElement).getByRole('combobox', {
      name: t('ui.newSessionForm.inviteSearch'),
    });
    await userEvent.type(search, 'car');
    (args.scheduler as ManualScheduler).advance(400);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t('ui.newSessionForm.searchFailed'))).toBeVisible();
    // React Aria hides the rest of the form from screen readers while the list is open (axe's
    // aria-hidden-focus then flags the radios): close it before the accessibility check.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** Success: filled in with the keyboard alone and sent with Enter. */
export const FilledByKeyboard: Story = {
  args: {
    scheduler: createManualScheduler(),
    defaultInvitees: [people.dev, people.carmen],
    onSubmit: fn(),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('ui.sessions.privacyPublic') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      canvas.getByRole('radio', { name: t('ui.sessions.privacyPrivateApprove') }),
    ).toBeChecked();
    // Tab: the search, then each invitee's remove button, then the description.
    await userEvent.tab();
    await userEvent.tab();
    const removeDev = canvas.getByRole('button', {
      name: t('ui.newSessionForm.removeInvitee').replace('{name}', 'Dev Patel'),
    });
    await expect(removeDev).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: t('ui.newSessionForm.description') }),
    ).toHaveFocus();
    await userEvent.keyboard('Late-night jazz');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Nothing is sent before the confirmation, whose Create Session has the focus.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t('ui.newSessionForm.confirmTitle'),
    });
    await waitFor(() =>
      expect(
        within(confirm).getByRole('button', { name: t('ui.sessions.createSession') }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      privacy: SESSION_PRIVACY.private_approve,
      invitations: [people.carmen.id],
      description: 'Late-night jazz',
    });
  },
};

export const Submitting: Story = {
  args: { scheduler: createManualScheduler(), isSubmitting: true, defaultDescription: 'Blues' },
};

/** Error from the API: shown under its field until the user edits that field. */
export const ServerErrors: Story = {
  args: {
    scheduler: createManualScheduler(),
    defaultDescription: 'Blues',
    errors: { description: ['Description must be at most 1000 characters long'] },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const description = within(canvasElement).getByRole('textbox', {
      name: t('ui.newSessionForm.description'),
    });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The checks of the domain's schema, before anything is sent. */
export const DescriptionTooLong: Story = {
  args: {
    scheduler: createManualScheduler(),
    defaultDescription: 'x'.repeat(1_001),
    onSubmit: fn(),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.sessions.createSession') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(t('session.descriptionTooLong').replace('{max}', '1000')),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  args: {
    scheduler: createManualScheduler(),
    defaultInvitees: [people.ana, people.joanna, people.dev],
  },
  decorators: [inFrame(320)],
};
