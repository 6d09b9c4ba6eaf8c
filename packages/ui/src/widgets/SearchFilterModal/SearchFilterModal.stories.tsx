import { defaultPeopleFilter, type PeopleFilter } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { genres, instruments } from './filterStoryData';
import { SearchFilterModal, type SearchFilterModalProps } from './SearchFilterModal';

const meta = {
  title: 'Widgets/SearchFilterModal',
  component: SearchFilterModal,
  args: {
    isOpen: true,
    value: defaultPeopleFilter(),
    instruments,
    genres,
    onUpdate: fn(),
    onReset: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof SearchFilterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of part 1 §9: good and fair on, poor off; all skill levels; active in 30 days. */
export const Defaults: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t['ui.peopleFilter.title'] });
    const latency = within(dialog).getByRole('group', { name: t['ui.peopleFilter.latency'] });
    const boxes = within(latency).getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);
    await expect(
      within(dialog).getByRole('button', { name: t['ui.peopleFilter.updateSearch'] }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t['ui.peopleFilter.resetFilters'] }),
    ).toBeVisible();
  },
};

/** A changed filter, as the form shows it when reopened. */
export const ChangedFilter: Story = {
  args: {
    value: {
      ...defaultPeopleFilter(),
      text: 'ana',
      latency_bands: ['good'],
      skill_levels: [3],
      instruments: ['electric-guitar', 'voice'],
      genres: ['flamenco'],
      last_active_within_days: 7,
      joined_within_days: 90,
      from_location: true,
    },
  },
};

/** The instruments and genres are still loading. */
export const LoadingReferenceLists: Story = {
  args: { isLoadingReference: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findAllByRole('progressbar')).toHaveLength(2);
  },
};

/** No instruments or genres to offer (empty lists). */
export const EmptyReferenceLists: Story = { args: { instruments: [], genres: [] } };

/** A name over 100 characters (error): the domain's message, and nothing is searched. */
export const NameTooLong: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t['ui.peopleFilter.text'] });
    // maxLength stops typing at 100; a pasted value past it is caught by the schema.
    name.removeAttribute('maxlength');
    await userEvent.click(name);
    await userEvent.paste('a'.repeat(101));
    await userEvent.click(
      within(dialog).getByRole('button', { name: t['ui.peopleFilter.updateSearch'] }),
    );
    await expect(within(dialog).getByText(t['peopleFilter.textTooLong'])).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The app's side: the trigger opens the modal on the applied filter; Update Search applies. */
function FilterTrigger(args: SearchFilterModalProps) {
  const [filter, setFilter] = useState<PeopleFilter>(args.value);
  return (
    <>
      <DialogTrigger>
        <Button variant="secondary">Filters</Button>
        <SearchFilterModal
          {...args}
          isOpen={undefined}
          onOpenChange={undefined}
          value={filter}
          onUpdate={(next) => {
            args.onUpdate(next);
            setFilter(next);
          }}
          onReset={(next) => {
            args.onReset(next);
            setFilter(next);
          }}
        />
      </DialogTrigger>
      <output data-testid="applied">{filter.latency_bands.join(',')}</output>
    </>
  );
}

/** Keyboard only: open, tick "Poor", Enter on Update Search; focus returns to the trigger. */
export const UpdateWithKeyboard: Story = {
  render: (args) => <FilterTrigger {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    const poor = within(dialog).getByRole('checkbox', { name: new RegExp(t['ui.latency.poor']) });
    poor.focus();
    await userEvent.keyboard(' ');
    await expect(poor).toBeChecked();
    within(dialog).getByRole('button', { name: t['ui.peopleFilter.updateSearch'] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ latency_bands: ['good', 'fair', 'poor'] }),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByTestId('applied')).toHaveTextContent('good,fair,poor');
  },
};

/** Reset Filters: back to the defaults, and the list reloads with them. */
export const ResetFilters: Story = {
  args: { value: { ...defaultPeopleFilter(), latency_bands: ['poor'], text: 'ana' } },
  render: (args) => <FilterTrigger {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t['ui.peopleFilter.resetFilters'] }),
    );
    await expect(args.onReset).toHaveBeenCalledWith(defaultPeopleFilter());
    await expect(within(canvasElement).getByTestId('applied')).toHaveTextContent('good,fair');
  },
};
