import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { AvatarEditor } from './AvatarEditor';

// No delay between keystrokes: the tests stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

const person = { name: 'Ana López', photo_url: '/ana.jpg' };
const png = (name = 'photo.png') => new File(['png bytes'], name, { type: 'image/png' });
const sizeOf = (width: number, height: number) => vi.fn(async () => ({ width, height }));

/** The editor for Ana, with handlers that do nothing unless a test passes its own. */
function renderEditor(props: Partial<ComponentProps<typeof AvatarEditor>> = {}) {
  return renderWithUI(
    <AvatarEditor person={person} onSave={vi.fn()} onDelete={vi.fn()} {...props} />,
  );
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  // fireEvent skips the accept filter: the editor must check the type itself.
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('AvatarEditor', () => {
  it('refuses an image under 200 × 200 pixels with the spec’s message', async () => {
    renderEditor({ readImageSize: sizeOf(199, 400) });
    choose(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose an image of at least 200x200 pixels.',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('refuses an SVG without reading it', async () => {
    const readImageSize = sizeOf(400, 400);
    renderEditor({ readImageSize });
    choose(new File(['<svg/>'], 'photo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not an image we can use/);
    expect(readImageSize).not.toHaveBeenCalled();
  });

  it('refuses a file the browser cannot decode', async () => {
    const readImageSize = vi.fn(() => Promise.reject(new Error('not an image')));
    renderEditor({ readImageSize });
    choose(png('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not an image we can use/);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const readImageSize = sizeOf(400, 400);
    renderEditor({ readImageSize, maxFileBytes: 4 });
    choose(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(/too large/);
    expect(readImageSize).not.toHaveBeenCalled();
  });

  it('crops square, moves with the keyboard and emits the box in source pixels', async () => {
    const onSave = vi.fn();
    const file = png();
    renderEditor({ onSave, readImageSize: sizeOf(1000, 600) });
    choose(file);
    const area = await screen.findByRole('group', { name: 'Crop area' });
    await waitFor(() => expect(area).toHaveFocus());
    // Start: the largest centred square {200, 0, 600}. A step is 1 % of the short side (6 px);
    // Shift takes ten. ↑ stops at the top edge; − shrinks around the centre.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowUp}-');
    // The live region says where the box is after a key (the visible readout says it too). Found
    // by its words: React Aria's own announcer is a polite live region left by earlier tests.
    const saying = screen.getAllByText('594 × 594 pixels from 263, 3');
    expect(saying.map((element) => element.getAttribute('aria-live'))).toContain('polite');
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(onSave).toHaveBeenCalledWith({ file, crop: { x: 263, y: 3, width: 594, height: 594 } });
  });

  it('closes the crop when the save promise resolves, keeps it when it rejects', async () => {
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onSave = vi.fn(
      () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    );
    renderEditor({ onSave, readImageSize: sizeOf(400, 400) });
    choose(png());
    await screen.findByRole('group', { name: 'Crop area' });
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    settle?.reject(new Error('refused'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(screen.getByRole('group', { name: 'Crop area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    settle?.resolve();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Crop area' })).toBeNull());
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('offers Delete only when there is a photo', () => {
    const { rerender } = renderEditor();
    expect(screen.getByRole('button', { name: 'Delete photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
    rerender(
      <AvatarEditor
        person={{ name: 'Ana López', photo_url: null }}
        onSave={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Delete photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
  });
});

describe('AvatarEditor’s drop zone, React Aria’s code fetched when first needed', () => {
  const dropButton = () => screen.getByRole('button', { name: 'Drop a photo' });
  const isReactAriaZone = (button: HTMLElement) => button.closest('[data-rac]') !== null;

  it('stands in until its drop button is focused, then keeps the focus on React Aria’s', async () => {
    renderEditor();
    const standIn = dropButton();
    expect(isReactAriaZone(standIn)).toBe(false);
    expect(screen.getByText('Drop a photo here, or choose one.')).toBeInTheDocument();
    act(() => standIn.focus());
    await waitFor(() => expect(isReactAriaZone(dropButton())).toBe(true));
    expect(dropButton()).toHaveFocus();
  });

  it('loads React Aria’s zone when a drag enters the window', async () => {
    renderEditor();
    expect(isReactAriaZone(dropButton())).toBe(false);
    fireEvent.dragEnter(window);
    await waitFor(() => expect(isReactAriaZone(dropButton())).toBe(true));
  });

  it('takes a photo dropped on the stand-in before the code has come', async () => {
    const readImageSize = sizeOf(400, 400);
    renderEditor({ readImageSize });
    const zone = dropButton().parentElement?.parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png()], types: ['Files'] } });
    await waitFor(() => expect(readImageSize).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('group')).toBeInTheDocument();
  });

  it('takes a photo pasted on the stand-in’s drop button', async () => {
    const readImageSize = sizeOf(400, 400);
    renderEditor({ readImageSize });
    fireEvent.paste(dropButton(), { clipboardData: { files: [png()] } });
    await waitFor(() => expect(readImageSize).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('group')).toBeInTheDocument();
  });
});
