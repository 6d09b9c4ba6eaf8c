import { act } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import { JamTrackAutocomplete } from '../../widgets/JamTrackSearch/JamTrackAutocomplete';
import { Checkbox } from '../Checkbox/Checkbox';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Radio } from '../RadioGroup/Radio';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { SearchField } from '../SearchField/SearchField';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * Renders `page(description)` on the "server", lets the person act on the bare HTML (`early`),
 * hydrates it, then renders it again with another description — the kind of update that writes a
 * field's state back over the DOM.
 */
async function hydrateAfter(
  page: (description: string) => ReactElement,
  early: (container: HTMLElement) => void,
) {
  const wrap = (description: string) => <UIProvider locale="en">{page(description)}</UIProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap('before'));
  document.body.append(container);
  early(container);
  const root = await act(async () => hydrateRoot(container, wrap('before')));
  await act(async () => root.render(wrap('after')));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

/** A search box whose text lives in its parent, as the app's pages keep it. */
function Search({ description }: { description: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <SearchField label="Search" description={description} value={text} onChange={setText} />
      <output>{text}</output>
    </>
  );
}

function input(container: HTMLElement): HTMLInputElement {
  const found = container.querySelector('input');
  if (!found) throw new Error('no input');
  return found;
}

function typeEarly(text: string) {
  return (container: HTMLElement) => {
    // What typing into the bare HTML does: the value changes, no React handler runs.
    input(container).value = text;
  };
}

describe('a field keeps what was done to it before hydration', () => {
  it('keeps the letters typed into a text field and reports them', async () => {
    const onChange = vi.fn();
    const container = await hydrateAfter(
      (description) => (
        <TextField label="Name" name="name" description={description} onChange={onChange} />
      ),
      typeEarly('Ada'),
    );
    expect(input(container).value).toBe('Ada');
    expect(onChange).toHaveBeenCalledWith('Ada');
  });

  it('keeps a box ticked and reports it', async () => {
    const onChange = vi.fn();
    const container = await hydrateAfter(
      (description) => (
        <Checkbox name="remember" description={description} onChange={onChange}>
          Keep me signed in
        </Checkbox>
      ),
      (early) => {
        input(early).checked = true;
      },
    );
    expect(input(container).checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('keeps the lines typed into a text area', async () => {
    const container = await hydrateAfter(
      (description) => <TextArea label="About you" name="biography" description={description} />,
      (early) => {
        const area = early.querySelector('textarea');
        if (area) area.value = 'Bass since 1998';
      },
    );
    expect(container.querySelector('textarea')?.value).toBe('Bass since 1998');
  });

  it('keeps the option chosen in a radio group and reports it', async () => {
    const onChange = vi.fn();
    const container = await hydrateAfter(
      (description) => (
        <RadioGroup label="Signing as" description={description} onChange={onChange}>
          <Radio value="entity">Entity</Radio>
          <Radio value="individual">Individual</Radio>
        </RadioGroup>
      ),
      (early) => {
        const entity = early.querySelector<HTMLInputElement>('input[value="entity"]');
        if (entity) entity.checked = true;
      },
    );
    expect(container.querySelector<HTMLInputElement>('input[value="entity"]')?.checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith('entity');
  });

  it('hands the text to a parent that controls the field', async () => {
    const container = await hydrateAfter(
      (description) => <Search description={description} />,
      typeEarly('Levee'),
    );
    expect(input(container).value).toBe('Levee');
    expect(container.querySelector('output')?.textContent).toBe('Levee');
  });

  it('keeps the text typed into a combo box', async () => {
    const onInputChange = vi.fn();
    const container = await hydrateAfter(
      (description) => (
        <ComboBox label="Instrument" description={description} onInputChange={onInputChange}>
          <ComboBoxItem id="bass">Bass</ComboBoxItem>
        </ComboBox>
      ),
      typeEarly('Ba'),
    );
    expect(input(container).value).toBe('Ba');
    expect(onInputChange).toHaveBeenCalledWith('Ba');
  });

  it('asks the JamTracks search box for suggestions for the text typed early and opens its list', async () => {
    const onInputChange = vi.fn();
    await hydrateAfter(
      () => (
        <JamTrackAutocomplete
          inputValue=""
          onInputChange={onInputChange}
          suggestions={null}
          onSearch={() => {}}
        />
      ),
      (container) => {
        typeEarly('Levee')(container);
        input(container).focus();
      },
    );
    expect(onInputChange).toHaveBeenCalledWith('Levee');
    // The list opens as typing opens it (here empty: "No results").
    expect(document.querySelector('[role="listbox"]')).not.toBeNull();
  });

  it('reports nothing when the field mounts in the browser', () => {
    const onChange = vi.fn();
    const onRadio = vi.fn();
    renderWithUI(
      <>
        <TextField label="Name" defaultValue="Ada" onChange={onChange} />
        <RadioGroup label="Signing as" defaultValue="entity" onChange={onRadio}>
          <Radio value="entity">Entity</Radio>
        </RadioGroup>
      </>,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(onRadio).not.toHaveBeenCalled();
  });
});
