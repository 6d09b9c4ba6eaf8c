import { type ComponentType, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The form error the identity forms' stories show above the button. */
export const SERVER_UNREACHABLE = 'The server could not be reached. Try again.';

/** The form error is announced (role alert) above the button. */
export async function expectFormErrorAlert({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SERVER_UNREACHABLE);
}

/** While the request is in flight the form's one button shows it and refuses presses. */
export async function expectSubmitPending({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
}

/** Keyboard only: Tab into each field in turn and type its text; Enter after the last submits. */
export async function fillWithTheKeyboardAndSubmit(entries: readonly [HTMLElement, string][]) {
  for (const [index, [field, text]] of entries.entries()) {
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard(index === entries.length - 1 ? `${text}{Enter}` : text);
  }
}

/** After a success: the status says so and every field is empty again. */
export async function expectClearedWithStatus(
  canvasElement: HTMLElement,
  fields: readonly HTMLElement[],
  status: string,
) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(status));
  for (const field of fields) await expect(field).toHaveValue('');
}

interface SubmittingForm<Payload> {
  onSubmit: (payload: Payload) => void;
  isSuccess?: boolean;
}

/** A story render where the API accepts the first valid submit (isSuccess turns true). */
export function succeedingOnSubmit<Payload, Props extends SubmittingForm<Payload>>(
  Form: ComponentType<Props>,
) {
  return function SucceedsOnSubmit(args: Props) {
    const [isSuccess, setSuccess] = useState(false);
    return (
      <Form
        {...args}
        isSuccess={isSuccess}
        onSubmit={(payload: Payload) => {
          args.onSubmit(payload);
          setSuccess(true);
        }}
      />
    );
  };
}
