import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@mediawatch/shared/router';

import { renderWithProviders } from '../test-utils/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

// ----------------------------------------------------------------------

function renderAuthRoutes(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/jwt/login" element={<LoginPage />} />
      <Route path="/auth/jwt/register" element={<RegisterPage />} />
    </Routes>,
    { route },
  );
}

function sidePanel() {
  return screen.getByLabelText('About Mediawatch');
}

describe('LoginPage', () => {
  it('sets the document title and shows the default side panel with the platform tagline', async () => {
    renderAuthRoutes('/auth/jwt/login');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    expect(document.title).toBe('Sign in | Mediawatch');
    expect(within(sidePanel()).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Mediawatch : The Plateform');
    expect(within(sidePanel()).getByText('More effectively with optimized workflows.')).toBeInTheDocument();
  });

  it('goes to the register page and back, keeping returnTo', async () => {
    const { user } = renderAuthRoutes('/auth/jwt/login?returnTo=%2Fdashboard%2Fsearch');

    await user.click(screen.getByRole('link', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started absolutely free' })).toBeInTheDocument();
    expect(document.title).toBe('Register | Mediawatch');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/jwt/register?returnTo=%2Fdashboard%2Fsearch');
  });
});
