import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@mediawatch/shared/router';
import { createTheme, ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { initI18n } from '@mediawatch/shared';

// The host initializes the shared i18next instance before rendering a remote; so do the tests (English).
initI18n();

// ----------------------------------------------------------------------

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  mode?: PaletteMode;
}

/** Renders `ui` the way the host does: inside a router and a MUI theme. */
export function renderWithProviders(ui: ReactElement, { route = '/', mode = 'dark' }: RenderOptions = {}) {
  const theme = createTheme({ palette: { mode }, shape: { borderRadius: 8 } });
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}
