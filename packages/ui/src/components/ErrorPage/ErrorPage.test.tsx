import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('404: the spec sentence as the heading and "Take me home" to /', () => {
    renderWithUI(<ErrorPage status={404} />);
    expect(
      screen.getByRole('heading', { level: 1, name: "The page you're looking for is not found." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('500: the spec sentence and no home link unless asked', () => {
    const { rerender } = renderWithUI(<ErrorPage status={500} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Whoops, something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<ErrorPage status={500} showHomeLink homeHref="/profile" />);
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/profile');
  });

  it('speaks Spanish under the es locale', () => {
    renderWithUI(<ErrorPage status={404} />, 'es');
    expect(
      screen.getByRole('heading', { name: 'La página que buscas no se encuentra.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llévame al inicio' })).toBeInTheDocument();
  });
});
