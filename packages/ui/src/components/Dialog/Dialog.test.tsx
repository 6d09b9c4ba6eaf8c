import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog } from './Dialog';
import { DialogFooter } from './DialogFooter';

function renderEditDialog(locale = 'en') {
  return renderWithUI(
    <DialogTrigger>
      <Button>Edit bio</Button>
      <Modal>
        <Dialog title="Edit bio" hasCloseButton>
          {({ close }) => (
            <>
              <p>Tell other musicians what you play.</p>
              <DialogFooter>
                <Button onPress={close}>Done</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>,
    locale,
  );
}

describe('Dialog', () => {
  it('is named by its title as a level-2 heading', async () => {
    const user = userEvent.setup();
    renderEditDialog();
    await user.click(screen.getByRole('button', { name: 'Edit bio' }));
    expect(screen.getByRole('dialog', { name: 'Edit bio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Edit bio' })).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    renderEditDialog();
    await user.click(screen.getByRole('button', { name: 'Edit bio' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives its content a close function', async () => {
    const user = userEvent.setup();
    renderEditDialog();
    await user.click(screen.getByRole('button', { name: 'Edit bio' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels its close button in the locale', async () => {
    const user = userEvent.setup();
    renderEditDialog('es');
    await user.click(screen.getByRole('button', { name: 'Edit bio' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('has no close button unless asked', () => {
    renderWithUI(
      <Modal isOpen>
        <Dialog title="Plan changed">Your plan is now Gold.</Dialog>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Plan changed' });
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });
});
