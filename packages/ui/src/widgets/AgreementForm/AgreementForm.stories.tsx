import type { AgreementSubmission } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { AgreementForm, type AgreementFormProps } from './AgreementForm';

const signed = { account: { id: 'acc-7' }, agreement: { signed_at: '2026-11-20T10:00:00Z' } };

/** The page's side: the POST answers, then the agreement reloads as executed (part 2 §4). */
function AgreementPage(props: AgreementFormProps & { fails?: boolean }) {
  const [partner, setPartner] = useState(props.partner);
  const [result, setResult] = useState(props.result ?? null);
  return (
    <AgreementForm
      {...props}
      partner={partner}
      result={result}
      onSubmit={(submission: AgreementSubmission) => {
        props.onSubmit(submission);
        if (props.fails) {
          setResult('failed');
          return;
        }
        setPartner(signed);
        setResult('executed');
      }}
    />
  );
}

const meta = {
  title: 'Widgets/AgreementForm',
  component: AgreementForm,
  args: { partner: null, personName: 'Ana López', onSubmit: fn() },
  decorators: [inFrame(720)],
  parameters: { layout: 'padded' },
  render: (args) => <AgreementPage {...args} />,
} satisfies Meta<typeof AgreementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed: the text in a scroll box, the note and the form; submit disabled until a choice. */
export const NotSigned: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Backline Affiliate Program Agreement' }),
    ).toHaveTextContent('November 18, 2024');
    await expect(canvas.getByText(t('ui.agreementForm.note'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.agreementForm.submit') })).toBeDisabled();
  },
};

/** Sign as an Individual: the POST body carries the person's name; then the executed date. */
export const SignAsIndividual: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.agreementForm.individual') }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.agreementForm.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      partner_name: 'Ana López',
      entity_type: 'Individual',
    });
    await expect(await canvas.findByText(t('ui.agreementForm.executed'))).toBeVisible();
    await expect(canvas.getByText(/2026/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('ui.agreementForm.submit') }),
    ).not.toBeInTheDocument();
  },
};

/** Sign as an Entity with the keyboard: §5's errors, then a name and a type. */
export const SignAsEntityWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.agreementForm.entity') }));
    const name = canvas.getByRole('textbox', { name: t('ui.agreementForm.entityName') });
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(t('agreement.entityNameRequired'));
    const submit = canvas.getByRole('button', { name: t('ui.agreementForm.submit') });
    await expect(submit).toBeDisabled();
    await userEvent.click(name);
    await userEvent.keyboard('Riff Records');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(listbox).not.toBeInTheDocument();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      partner_name: 'Riff Records',
      entity_type: 'Limited Liability Company (LLC)',
    });
  },
};

/** Entity type left unchosen: its §5 error. */
export const EntityTypeRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.agreementForm.entity') }));
    const type = canvas.getByRole('button', { name: new RegExp(t('ui.agreementForm.entityType')) });
    await userEvent.click(type);
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(t('agreement.entityTypeRequired'))).toBeVisible();
  },
};

/** Executed: a partner sees the executed date and no form. */
export const Executed: Story = {
  args: { partner: signed },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2026/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('ui.agreementForm.submit') }),
    ).not.toBeInTheDocument();
  },
};

/** A partner whose agreement has no date yet: "N/A", and the form to sign it. */
export const ExecutedDateNotAvailable: Story = {
  args: { partner: { account: { id: 'acc-7' }, agreement: null } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByText(
        t('ui.agreementForm.executedOn', { date: t('ui.agreementForm.notAvailable') }),
      ),
    ).toBeVisible();
  },
};

/** Submitting: the button is pending and the choices are disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: t('ui.agreementForm.individual') }),
    ).toBeDisabled();
  },
};

/** The POST failed: §8's "Error executing agreement", and the form stays. */
export const Failed: Story = {
  render: (args) => <AgreementPage {...args} fails />,
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui.agreementForm.individual') }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.agreementForm.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('ui.agreementForm.executeFailed'),
    );
    await expect(canvas.getByRole('button', { name: t('ui.agreementForm.submit') })).toBeEnabled();
  },
};

/** A phone (320 px): the text scrolls inside its box, nothing overflows sideways. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
