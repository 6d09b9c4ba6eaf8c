import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { AvatarEditor, avatarEditorOutcomes } from './AvatarEditor';

/** A real PNG drawn in the browser: stories never fetch. */
async function pngFile(width: number, height: number, name = 'photo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#6139d6');
    gradient.addColorStop(1, '#ffcf5c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#111114';
    context.beginPath();
    context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
    context.fill();
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#3e248a"/><circle cx="48" cy="38" r="18" fill="#cfc2ff"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#cfc2ff"/></svg>',
  );
const withPhoto = {
  name: 'Ana López',
  photo_url: null,
  v2_photo_uploaded: true,
  v2_photo_url: photo,
};
const withoutPhoto = { name: 'Ana López', photo_url: null };

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const choose = async (canvasElement: HTMLElement, file: File) => {
  // The accept list is the browser's filter; the editor checks again, so skip the filter here.
  await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), file);
};

const cropArea = (canvasElement: HTMLElement, t: ReturnType<typeof uiMessagesFor>) =>
  within(canvasElement).findByRole('group', { name: t['ui.avatarEditor.cropArea'] });

const meta = {
  title: 'Widgets/AvatarEditor',
  component: AvatarEditor,
  args: { person: withPhoto, onSave: fn(), onDelete: fn() },
  argTypes: { outcome: { control: 'select', options: [null, ...avatarEditorOutcomes] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current avatar, with Replace and Delete. */
export const WithAvatar: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ana López' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t['ui.avatarEditor.replace'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t['ui.avatarEditor.delete'] })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  },
};

/** No avatar yet: initials, "Choose a photo", nothing to delete. */
export const Empty: Story = {
  args: { person: withoutPhoto },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t['ui.avatarEditor.choose'] })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t['ui.avatarEditor.delete'] })).toBeNull();
  },
};

/** A chosen photo opens the forced square crop, focused, starting as the largest centred square. */
export const Cropping: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(600, 400));
    const area = await cropArea(canvasElement, t);
    await waitFor(() => expect(area).toHaveFocus());
    await expect(area).toHaveAccessibleDescription(t['ui.avatarEditor.cropInstructions']);
    await expect(
      within(canvasElement).getByRole('img', { name: t['ui.avatarEditor.preview'] }),
    ).toBeVisible();
  },
};

/** Keyboard only: arrows move the square, − shrinks it, Tab reaches Save, Enter saves. */
export const CropWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const file = await pngFile(600, 400);
    await choose(canvasElement, file);
    const area = await cropArea(canvasElement, t);
    await waitFor(() => expect(area).toHaveFocus());
    // One step is 1 % of the short side: 4 px. The start is {x: 100, y: 0, side: 400}.
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}-');
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: t['ui.avatarEditor.save'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // ← then ↓ move to (96, 0) — the bottom edge stops ↓ — then − shrinks around the centre.
    await expect(args.onSave).toHaveBeenCalledWith({
      file,
      crop: { x: 98, y: 2, width: 396, height: 396 },
    });
  },
};

/** With a pointer: drag the square to move it, a corner to resize it (source pixels out). */
export const CropWithThePointer: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(600, 400));
    const area = await cropArea(canvasElement, t);
    const stage = area.parentElement as HTMLElement;
    // Measure once the image is drawn: until then the stage has no width.
    const image = stage.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await waitFor(() => expect(stage.getBoundingClientRect().width).toBeGreaterThan(0));
    const scale = stage.getBoundingClientRect().width / 600;
    const box = area.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: area, coords: { clientX: centre.x, clientY: centre.y } },
      { target: area, coords: { clientX: centre.x - 30, clientY: centre.y } },
      { keys: '[/MouseLeft]', target: area, coords: { clientX: centre.x - 30, clientY: centre.y } },
    ]);
    const movedX = Math.round(100 - 30 / scale);
    const handle = area.querySelector<HTMLElement>('[data-corner="se"]') as HTMLElement;
    const corner = handle.getBoundingClientRect();
    const at = { x: corner.left + corner.width / 2, y: corner.top + corner.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: at.x, clientY: at.y } },
      { target: area, coords: { clientX: at.x - 20, clientY: at.y - 20 } },
      { keys: '[/MouseLeft]', target: area, coords: { clientX: at.x - 20, clientY: at.y - 20 } },
    ]);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t['ui.avatarEditor.save'] }),
    );
    const side = Math.round(400 - 20 / scale);
    await expect(args.onSave).toHaveBeenCalledWith({
      file: expect.any(File),
      crop: { x: movedX, y: 0, width: side, height: side },
    });
  },
};

/** Part 1 §5: under 200 × 200 pixels is refused before any upload. */
export const TooSmall: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(100, 100));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t['ui.profile.avatarTooSmall'],
    );
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A text file renamed .png does not decode: refused with a clear message. */
export const NotAnImage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, new File(['just text'], 'photo.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t['ui.avatarEditor.notAnImage'],
    );
  },
};

/** An SVG (it can carry script) is never accepted. */
export const SvgRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await choose(canvasElement, new File([svg], 'photo.svg', { type: 'image/svg+xml' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t['ui.avatarEditor.notAnImage'],
    );
  },
};

/** Larger than the caller's limit: refused before upload. */
export const TooLarge: Story = {
  args: { maxFileBytes: 10 * 1024 * 1024 },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await choose(canvasElement, big);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t['ui.avatarEditor.tooLarge'].replace('{megabytes, number}', '10'),
    );
  },
};

/** While the browser decodes the file. */
export const Reading: Story = {
  args: { readImageSize: () => new Promise(() => {}) },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(300, 300));
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: t['ui.avatarEditor.reading'] }),
    ).toBeVisible();
  },
};

/** While the upload runs: Save is pending; the promise keeps the crop open. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(400, 400));
    await cropArea(canvasElement, t);
    const save = within(canvasElement).getByRole('button', {
      name: new RegExp(`^${t['ui.avatarEditor.save']}`),
    });
    // A click event without focus: React Aria announces a focused button's pending state with
    // a reference to the button, which would outlive this story in the shared live region.
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The upload was refused: the crop stays for another try, with the server's reason. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    outcome: 'updateFailed',
    errorMessage: 'The file is larger than 10 MB.',
  },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await choose(canvasElement, await pngFile(400, 400));
    await cropArea(canvasElement, t);
    // Without focus, so React Aria announces no pending state (see Saving).
    fireEvent.click(within(canvasElement).getByRole('button', { name: t['ui.avatarEditor.save'] }));
    await expect(await cropArea(canvasElement, t)).toBeVisible();
    await expect(within(canvasElement).getByText('The file is larger than 10 MB.')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(
      t['ui.profile.avatarUpdateFailed'],
    );
  },
};

/** Saved: the crop closes (the promise resolved) and the §8 success message shows. */
export const Updated: Story = {
  args: { outcome: 'updated', onSave: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t['ui.profile.avatarUpdated']);
    await choose(canvasElement, await pngFile(400, 400));
    await cropArea(canvasElement, t);
    fireEvent.click(canvas.getByRole('button', { name: t['ui.avatarEditor.save'] }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
  },
};

export const Deleted: Story = {
  args: { outcome: 'deleted', person: withoutPhoto },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t['ui.profile.avatarDeleted'],
    );
  },
};

export const DeleteFailed: Story = {
  args: { outcome: 'deleteFailed' },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t['ui.profile.avatarDeleteFailed'],
    );
  },
};

/** Delete asks first; focus starts on Cancel, so a hurried Enter deletes nothing. */
export const DeleteWithConfirmation: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: t['ui.avatarEditor.delete'] }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: t['ui.avatarEditor.deleteTitle'] });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t['ui.dialog.cancel'] })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    within(canvasElement).getByRole('button', { name: t['ui.avatarEditor.delete'] }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('alertdialog');
    await userEvent.click(
      within(again).getByRole('button', { name: t['ui.avatarEditor.deleteConfirm'] }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = { args: { isDeleting: true } };

export const OnANarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expectFitsNarrowScreen(canvasElement);
    await choose(canvasElement, await pngFile(1200, 800));
    await cropArea(canvasElement, t);
    await expectFitsNarrowScreen(canvasElement);
  },
};
