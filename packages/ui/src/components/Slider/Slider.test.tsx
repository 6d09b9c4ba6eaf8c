import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Slider } from './Slider';

describe('Slider', () => {
  it('steps with the arrow keys and shows the value beside the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUI(<Slider label="Volume" defaultValue={10} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(document.querySelector('output')).toHaveTextContent('11');
  });

  it('names the thumbs of a range in the locale, with the label', () => {
    renderWithUI(<Slider label="Precio" defaultValue={[5, 30]} maxValue={50} />, 'es');
    expect(screen.getByRole('slider', { name: 'Mínimo Precio' })).toHaveValue('5');
    expect(screen.getByRole('slider', { name: 'Máximo Precio' })).toHaveValue('30');
  });

  it('takes custom thumb names', () => {
    renderWithUI(<Slider label="Age" defaultValue={[18, 40]} thumbLabels={['From', 'To']} />);
    expect(screen.getByRole('slider', { name: 'From Age' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'To Age' })).toBeInTheDocument();
  });

  it('describes every thumb with the description, keeping a consumer description', () => {
    renderWithUI(
      <>
        <p id="extra">Saved at once.</p>
        <Slider
          label="Price"
          defaultValue={[5, 30]}
          description="In dollars."
          aria-describedby="extra"
        />
      </>,
    );
    for (const thumb of screen.getAllByRole('slider')) {
      expect(thumb).toHaveAccessibleDescription('Saved at once. In dollars.');
    }
  });

  it('places each thumb from the inline start by its value, so right-to-left follows dir', () => {
    renderWithUI(<Slider label="Volume" defaultValue={25} />);
    const thumb = screen.getByRole('slider').closest<HTMLElement>('[style*="inset-inline-start"]');
    expect(thumb?.getAttribute('style')).toContain('inset-inline-start: 25%');
    expect(thumb?.getAttribute('style')).not.toMatch(/(^|;)\s*left:/);
  });
});
