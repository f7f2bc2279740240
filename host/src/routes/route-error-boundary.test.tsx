import { screen } from '@testing-library/react';
import { Link, Route, Routes } from '@mediawatch/shared/router';
import { renderWithProviders } from '@mediawatch/shared/testing';

import { describeRouteError } from '../pages/error/route-error-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Loading chunk 42 failed.');
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the router fallback with the message of a page that throws, and clears it on the next address', async () => {
    const { user } = renderWithProviders(
      <>
        <Link to="/fine">Go elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>The fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { route: '/broken' },
    );

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByText('The fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes an HTTP-like answer by its status, anything else by its message', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeRouteError({ status: 500 })).toBe('500');
    expect(describeRouteError(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(describeRouteError('plain')).toBe('plain');
  });
});
