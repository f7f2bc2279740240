import { loadRemote } from '@module-federation/enhanced/runtime';
import { initI18n, useAuthStore } from '@mediawatch/shared';

import { modulesFor, prepareFirstRoute } from './first-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const Page = () => null;

describe('the first route', () => {
  beforeAll(() => initI18n());

  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    useAuthStore.setState({ user: null, loading: true });
    sessionStorage.clear();
  });

  it('finds the remote modules a route renders first: its page and, on the dashboard, the footer player', () => {
    expect(modulesFor('/auth/jwt/login')).toEqual(['remote_auth/login-page']);
    expect(modulesFor('/dashboard/group/sources')).toEqual(['remote_resources/sources-page', 'remote_player/podcast-player']);
    expect(modulesFor('/dashboard/read/42')[0]).toBe('remote_explore/read-page');
    // The root and the dashboard go to the landing.
    expect(modulesFor('/')[0]).toBe('remote_explore/reports-page');
    expect(modulesFor('/dashboard')[0]).toBe('remote_explore/reports-page');
    // A page of the host's own, or no page: only the player.
    expect(modulesFor('/dashboard/users')).toEqual(['remote_player/podcast-player']);
    expect(modulesFor('/404')).toEqual([]);
  });

  it('loads the modules of registered remotes and settles the session before the first render', async () => {
    await prepareFirstRoute('/dashboard/group/sources', { remote_player: 'http://localhost:3002/mf-manifest.json' });

    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['remote_player/podcast-player']);
    // No token: the guest guard renders the sign-in page at once, not a loading screen.
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('never throws, and stops waiting for a module that does not come', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(loadRemote).mockImplementation(() => new Promise(() => undefined));
      const prepared = prepareFirstRoute('/auth/jwt/login', { remote_auth: 'x' }, 2000);
      let settled = false;
      void prepared.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('settles when a remote fails to load: its area shows the fallback', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('down'));
    const started = Date.now();
    // Another page than above: the module loads of a test run are kept, as in the app.
    await expect(prepareFirstRoute('/auth/jwt/register', { remote_auth: 'x' })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
