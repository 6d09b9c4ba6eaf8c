import type { PersonInstrument } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMessages } from '../../components/private/ShellStoryKit/shellStoryKit';
import { responsiveCollectionLayouts } from '../../components/ResponsiveCollection/ResponsiveCollection';
import { people } from '../private/sessionsStoryKit';
import { type OnlineMusician, OnlineMusicians } from './OnlineMusicians';

function instruments(...names: string[]): PersonInstrument[] {
  return names.map((description, index) => ({
    instrument_id: description.toLowerCase(),
    description,
    proficiency_level: 2,
    priority: index + 1,
  }));
}

const musicians: OnlineMusician[] = [
  {
    ...people.ana,
    location: 'Sevilla, Spain',
    instruments: instruments('Electric Guitar', 'Vocals'),
  },
  {
    ...people.bjorn,
    location: 'Malmö, Sweden',
    instruments: instruments('Drums', 'Percussion', 'Bass Guitar', 'Keyboard', 'Vocals', 'Ukulele'),
  },
  { ...people.carmen, location: 'Buenos Aires, Argentina', instruments: instruments('Vocals') },
  { ...people.dev, location: null, instruments: [] },
];

const meta = {
  title: 'Widgets/OnlineMusicians',
  component: OnlineMusicians,
  args: { musicians, onOpenMusician: fn(), onRetry: fn(), layout: 'table' },
  argTypes: { layout: { control: 'inline-radio', options: responsiveCollectionLayouts } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnlineMusicians>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: four musicians; the fifth and sixth instruments wait behind "More" (part 1 §9). */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: t('ui.onlineMusicians.label') });
    const bjorn = (await within(grid).findByRole('rowheader', { name: /Björn Lund/ })).closest(
      'tr',
    ) as HTMLElement;
    // Instrument names are the reader's language's (ui.instrument.<id>).
    await expect(bjorn).toHaveTextContent(t('ui.instrument.keyboard'));
    await expect(bjorn).not.toHaveTextContent(t('ui.instrument.ukulele'));
    await userEvent.click(
      within(bjorn).getByRole('button', { name: t('ui.onlineMusicians.more') }),
    );
    await expect(bjorn).toHaveTextContent(t('ui.instrument.ukulele'));
  },
};

export const Loading: Story = {
  args: { musicians: [], isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: t('ui.spinner.label') }),
    ).toBeVisible();
  },
};

/** Empty: "No Records!", the lists' empty text (part 1 §2). */
export const Empty: Story = {
  args: { musicians: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(
      await within(canvasElement).findByText(t('ui.onlineMusicians.empty')),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { hasError: true },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.onlineMusicians.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.sessions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Keyboard: each musician's name is a Tab stop; Tab to the second, Enter opens their profile. */
export const OpensAMusicianByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Ana María López/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Björn Lund/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMusician).toHaveBeenCalledWith(people.bjorn.id);
  },
};

/** Narrow screens: cards, each with its own way to the profile. */
export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('ui.onlineMusicians.viewProfileOf').replace('{name}', people.ana.name),
      }),
    );
    await expect(args.onOpenMusician).toHaveBeenCalledWith(people.ana.id);
  },
};

export const OnAPhone: Story = {
  args: { layout: 'auto' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
