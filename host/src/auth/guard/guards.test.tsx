import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@mediawatch/shared/router';
import { useAuthStore } from '@mediawatch/shared';

import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';

const user = {
  id: 'u1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  fullName: 'A B',
  displayName: 'A',
  photoURL: null,
  role: 'admin' as const,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <AuthGuard>
              <p>dashboard content</p>
            </AuthGuard>
          }
        />
        <Route
          path="/auth/jwt/login"
          element={
            <GuestGuard>
              <Where />
            </GuestGuard>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('guards', () => {
  it('shows the loading screen while auth loads', () => {
    useAuthStore.setState({ user: null, loading: true });
    renderAt('/dashboard/worker');
    expect(screen.getByRole('progressbar', { name: 'Loading Mediawatch' })).toBeInTheDocument();
  });

  it('sends a guest to login with returnTo holding the current path', () => {
    useAuthStore.setState({ user: null, loading: false });
    renderAt('/dashboard/worker?tab=runs');
    expect(screen.getByText('at /auth/jwt/login?returnTo=%2Fdashboard%2Fworker%3Ftab%3Druns')).toBeInTheDocument();
  });

  it('lets a signed-in user through the auth guard', () => {
    useAuthStore.setState({ user, loading: false });
    renderAt('/dashboard/worker');
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
  });

  it('sends a signed-in user from a guest page to returnTo, or to the dashboard', () => {
    useAuthStore.setState({ user, loading: false });
    renderAt('/auth/jwt/login?returnTo=%2Fdashboard%2Fnotes');
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
  });

  it('ignores a returnTo that leaves the site', () => {
    useAuthStore.setState({ user, loading: false });
    const { container } = renderAt('/auth/jwt/login?returnTo=https%3A%2F%2Fevil.example');
    expect(container).toHaveTextContent('dashboard content');
  });
});
