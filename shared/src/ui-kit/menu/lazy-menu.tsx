import type { MenuProps } from '@mui/material/Menu';

import { LazyPanel, lazyWithPreload } from '../lazy/lazy-panel';

// ----------------------------------------------------------------------

const Menu = lazyWithPreload<MenuProps>(() => import('@mui/material/Menu').then((module) => module.default));

/**
 * MUI's Menu, with its code (Menu, MenuList, Popover, Modal, the focus trap
 * and the transitions) loaded when it first opens rather than with every
 * page that shows the button: the account, language, playlist and row-action
 * menus are opened on a click, most visits never. Spread
 * `LazyMenu.preloadOn` on the button that opens it, so the code is asked for
 * on hover or focus and the menu opens at once. Props are Menu's.
 */
export function LazyMenu(props: MenuProps) {
  return (
    <LazyPanel open={props.open}>
      <Menu {...props} />
    </LazyPanel>
  );
}

LazyMenu.preload = Menu.preload;
LazyMenu.preloadOn = Menu.preloadOn;
