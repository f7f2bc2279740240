import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../test-utils/render';
import { AuthSplitLayout } from './auth-split-layout';

// ----------------------------------------------------------------------
// jsdom does not apply media queries, so the side panel stays hidden by its
// below-md style here: it is found by its label, its contents with `hidden: true`.

function sidePanel() {
  return screen.getByLabelText('About Mediawatch');
}

describe('AuthSplitLayout', () => {
  it('renders the page content in a column of at most 480px, under a logo linking home', () => {
    renderWithProviders(
      <AuthSplitLayout>
        <p>Form goes here</p>
      </AuthSplitLayout>,
    );

    const home = screen.getByRole('link', { name: 'Mediawatch home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Mediawatch' })).toBeInTheDocument();

    const column = screen.getByText('Form goes here').parentElement;
    expect(column).toContainElement(home);
    expect(column).toHaveStyle({ maxWidth: '480px' });
  });

  it('titles the side panel "Mediawatch : The Plateform" by default, with the dashboard illustration', () => {
    renderWithProviders(<AuthSplitLayout>content</AuthSplitLayout>);

    const panel = sidePanel();
    expect(within(panel).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Mediawatch : The Plateform');
    const illustration = panel.querySelector('svg');
    expect(illustration).toHaveAttribute('aria-hidden', 'true');
    expect(illustration?.querySelectorAll('rect').length).toBeGreaterThan(20);
  });

  it('shows the title and subtitle a page gives', () => {
    renderWithProviders(<AuthSplitLayout section={{ title: 'A page title', subtitle: 'A page subtitle' }}>content</AuthSplitLayout>);

    const panel = sidePanel();
    expect(within(panel).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('A page title');
    expect(within(panel).getByText('A page subtitle')).toBeInTheDocument();
  });

  it('hides the side panel below the md breakpoint', () => {
    renderWithProviders(<AuthSplitLayout>content</AuthSplitLayout>);

    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(sidePanel()).toHaveStyle({ display: 'none' });
  });

  it.each(['light', 'dark'] as const)('draws in %s mode', (mode) => {
    renderWithProviders(<AuthSplitLayout>content</AuthSplitLayout>, { mode });

    expect(sidePanel().querySelector('svg')).toBeInTheDocument();
  });
});
