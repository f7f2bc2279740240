import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LazyMenu } from './lazy-menu';

function LanguageMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} {...LazyMenu.preloadOn}>
        Language
      </button>
      <LazyMenu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Language' } }}>
        <MenuItem onClick={() => setAnchor(null)}>Français</MenuItem>
      </LazyMenu>
    </>
  );
}

describe('LazyMenu', () => {
  it('renders no menu until opened, then a keyboard menu with its items, closed by Escape', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Language' }));
    const menu = await screen.findByRole('menu', { name: 'Language' });
    expect(menu.textContent).toBe('Français');
    expect(document.activeElement?.textContent).toBe('Français');

    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Language' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
