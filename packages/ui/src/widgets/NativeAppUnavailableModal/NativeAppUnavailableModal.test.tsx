import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { NativeAppUnavailableModal } from './NativeAppUnavailableModal';

describe('NativeAppUnavailableModal', () => {
  it("says the spec's words: Download app and Get Help (part 1 §2, §8)", () => {
    expect(en['ui.nativeAppUnavailable.downloadApp']).toBe('Download app');
    expect(en['ui.nativeAppUnavailable.getHelp']).toBe('Get Help');
    expect(en['ui.nativeAppUnavailable.title']).toBe('Backline app not found');
    expect(en['ui.nativeAppUnavailable.text']).toBe(
      'Joining a session needs the Backline desktop app.',
    );
  });

  it('links to the download and to the help desk', () => {
    renderWithUI(
      <NativeAppUnavailableModal
        isOpen
        downloadHref="/download/mac"
        helpHref="https://help.example"
      />,
      'es',
    );
    const dialog = screen.getByRole('dialog', { name: 'No se encontró la app de Backline' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
      'href',
      '/download/mac',
    );
    expect(screen.getByRole('link', { name: /Obtener ayuda/ })).toHaveAttribute(
      'href',
      'https://help.example',
    );
  });

  it('says a created session waits in the desktop app', () => {
    renderWithUI(
      <NativeAppUnavailableModal isOpen downloadHref="/d" helpHref="/h" purpose="create" />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Your session is created and listed. Playing in it needs the Backline desktop app.',
    );
  });
});
