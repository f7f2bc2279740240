import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../test-utils/render';
import RegisterPage from './register-page';

// ----------------------------------------------------------------------

describe('RegisterPage', () => {
  it('sets the document title and titles the side panel with the spec’s text', () => {
    renderWithProviders(<RegisterPage />, { route: '/auth/jwt/register' });

    expect(screen.getByRole('heading', { level: 1, name: 'Get started absolutely free' })).toBeInTheDocument();
    expect(document.title).toBe('Register | Mediawatch');
    const panel = screen.getByLabelText('About Mediawatch');
    expect(within(panel).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(
      'Manage the job more effectively with Minimal',
    );
  });
});
