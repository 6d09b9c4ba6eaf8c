import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAsyncList } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

interface Instrument {
  id: string;
  name: string;
}

const instruments: Instrument[] = [
  { id: 'bass', name: 'Bass guitar' },
  { id: 'cello', name: 'Cello' },
  { id: 'drums', name: 'Drums' },
  { id: 'guitar', name: 'Electric guitar' },
  { id: 'keys', name: 'Keyboards' },
  { id: 'sax', name: 'Saxophone' },
  { id: 'vocals', name: 'Vocals' },
];

/** A stand-in for the API: finds instruments whose name contains the query. */
function searchInstruments(query: string, latencyMs: number, signal: AbortSignal) {
  const found = instruments.filter((instrument) =>
    instrument.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()),
  );
  return new Promise<Instrument[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(found), latencyMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A search that never answers: the list stays in its loading state. */
function neverAnswers() {
  return new Promise<Instrument[]>(() => {});
}

type AsyncStoryProps = Pick<
  ComboBoxProps<Instrument>,
  'label' | 'placeholder' | 'description' | 'onChange'
> & {
  search: (query: string, signal: AbortSignal) => Promise<Instrument[]>;
};

/** The pattern for options fetched per query: React Aria's useAsyncList drives the ComboBox. */
function AsyncInstrumentComboBox({ search, ...props }: AsyncStoryProps) {
  const list = useAsyncList<Instrument>({
    async load({ signal, filterText }) {
      return { items: await search(filterText ?? '', signal) };
    },
  });
  return (
    <ComboBox
      {...props}
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
    >
      {(instrument) => <ComboBoxItem id={instrument.id}>{instrument.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/** The story's args that the async example passes on (its options come from the search). */
function asyncArgs({ label, placeholder, description, onChange }: Omit<AsyncStoryProps, 'search'>) {
  return { label, placeholder, description, onChange };
}

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Instrument',
    placeholder: 'Start typing',
    defaultItems: instruments,
    children: (item: object) => {
      const instrument = item as Instrument;
      return <ComboBoxItem id={instrument.id}>{instrument.name}</ComboBoxItem>;
    },
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'sax' } };

export const WithDescription: Story = {
  args: { description: 'Type to filter, or press the arrow to see every instrument.' },
};

export const Invalid: Story = {
  args: { defaultInputValue: 'Theremin', errorMessage: 'Choose an instrument from the list.' },
};

export const Disabled: Story = { args: { defaultValue: 'drums', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 'drums', isReadOnly: true } };

export const Required: Story = { args: { isRequired: true } };

/** Typing filters the options; ArrowDown moves into them; Enter chooses. */
export const KeyboardFilterAndSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Instrument' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('guit');
    const listBox = await page.findByRole('listbox', { name: /Instrument/ });
    await waitFor(() =>
      expect(
        within(listBox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Bass guitar', 'Electric guitar']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listBox).getByRole('option', { name: 'Electric guitar' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Electric guitar');
    await expect(args.onChange).toHaveBeenCalledWith('guitar');
  },
};

/** Nothing matches: the list stays open and says so. */
export const NoMatches: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Theremin');
    const listBox = await page.findByRole('listbox', { name: /Instrument/ });
    await expect(within(listBox).getByText(t['ui.comboBox.noResults'])).toBeVisible();
  },
};

/** Options from an async search (useAsyncList), answering after a realistic delay. */
export const AsyncItems: Story = {
  render: (args) => (
    <AsyncInstrumentComboBox
      {...asyncArgs(args)}
      search={(query, signal) => searchInstruments(query, 400, signal)}
    />
  ),
};

/** The async search, answered at once so the play function runs quickly. */
export const AsyncFilterAndSelect: Story = {
  render: (args) => (
    <AsyncInstrumentComboBox
      {...asyncArgs(args)}
      search={(query, signal) => searchInstruments(query, 0, signal)}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Instrument' });
    await userEvent.click(input);
    await userEvent.keyboard('sax');
    const listBox = await page.findByRole('listbox', { name: /Instrument/ });
    await waitFor(() =>
      expect(
        within(listBox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Saxophone']),
    );
    await waitFor(() => expect(within(canvasElement).queryByRole('progressbar')).toBeNull());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Saxophone');
    await expect(args.onChange).toHaveBeenCalledWith('sax');
  },
};

/** While the search has not answered: a spinner in the field and "Loading…" in the list. */
export const AsyncLoading: Story = {
  render: (args) => <AsyncInstrumentComboBox {...asyncArgs(args)} search={neverAnswers} />,
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('progressbar', { name: t['ui.spinner.label'] })).toBeVisible();
    // The field's only button opens the list (React Aria names it "Show suggestions").
    await userEvent.click(canvas.getByRole('button'));
    const listBox = await page.findByRole('listbox', { name: /Instrument/ });
    await expect(within(listBox).getByText(t['ui.comboBox.loading'])).toBeVisible();
  },
};

/** The search answered with nothing: the list says there are no results. */
export const AsyncEmpty: Story = {
  render: (args) => (
    <AsyncInstrumentComboBox
      {...asyncArgs(args)}
      search={(query, signal) => searchInstruments(query, 0, signal)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Theremin');
    const listBox = await page.findByRole('listbox', { name: /Instrument/ });
    await waitFor(() =>
      expect(within(listBox).getByText(t['ui.comboBox.noResults'])).toBeVisible(),
    );
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
