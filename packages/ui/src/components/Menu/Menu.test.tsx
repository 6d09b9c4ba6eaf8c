import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Menu, MenuTrigger } from './Menu';
import { MenuItem } from './MenuItem';
import { MenuSection } from './MenuSection';
import { MenuSeparator } from './MenuSeparator';

function renderMixMenu() {
  renderWithUI(
    <MenuTrigger>
      <Button variant="secondary">Mix actions</Button>
      <Popover>
        <Menu>
          <MenuItem id="rename">Rename</MenuItem>
          <MenuItem id="duplicate" description="Up to five custom mixes">
            Duplicate
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" tone="destructive">
            Delete
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>,
  );
}

// Keyboard behaviour (arrow keys, typeahead, Escape, focus return) is tested in Chromium by the
// stories' play functions: happy-dom's focus checks differ from browsers' (see Menu.stories.tsx).
describe('Menu', () => {
  it('names an item by all its visible text, description included', async () => {
    const user = userEvent.setup();
    renderMixMenu();
    await user.click(screen.getByRole('button', { name: 'Mix actions' }));
    expect(
      screen.getByRole('menuitem', { name: 'Duplicate Up to five custom mixes' }),
    ).toBeInTheDocument();
  });

  it('marks the selected item as checked in a menu with a selection mode', async () => {
    const user = userEvent.setup();
    renderWithUI(
      <MenuTrigger>
        <Button variant="secondary">Sort friends</Button>
        <Popover>
          <Menu selectionMode="single" defaultSelectedKeys={['online']}>
            <MenuSection title="Sort by">
              <MenuItem id="online">Online</MenuItem>
              <MenuItem id="alphabetical">Alphabetical</MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Sort friends' }));
    expect(screen.getByRole('group', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Alphabetical' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
