import { loadRemote } from '@module-federation/enhanced/runtime';
import { initI18n, useAuthStore } from '@mediawatch/shared';
import { signInAs } from '@mediawatch/shared/testing';

import { useSettingsStore } from '../settings/use-settings-store';
import { loadRtlCache } from '../theme/direction-cache';
import { modulesFor, prepareFirstRoute } from './first-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../theme/direction-cache', () => ({ loadRtlCache: jest.fn(() => Promise.resolve({})) }));

const Page = () => null;

describe('the first route', () => {
  const { checkUserSession } = useAuthStore.getState();
  beforeAll(() => initI18n());

  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    useAuthStore.setState({ user: null, loading: true, checkUserSession });
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
    await prepareFirstRoute(
      { pathname: '/dashboard/group/sources', search: '' },
      { remote_player: 'http://localhost:3002/mf-manifest.json' },
    );

    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['remote_player/podcast-player']);
    // No token: the guest guard renders the sign-in page at once, not a loading screen.
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('fetches the data of the page a signed-in visit opens on into the cache the layout takes over', async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    jest.mocked(loadRemote).mockResolvedValue({ default: Page, prefetch });
    // The session check finds a signed-in analyst.
    useAuthStore.setState({ checkUserSession: jest.fn(async () => void signInAs('analyst')) });

    await prepareFirstRoute({ pathname: '/dashboard/reports', search: '?day=2026-11-20' }, { remote_explore: 'x', remote_player: 'y' });

    expect(prefetch).toHaveBeenCalledTimes(1);
    const [client, location] = (prefetch.mock.calls[0] as unknown as [unknown, unknown]) ?? [];
    expect(location).toEqual({ search: '?day=2026-11-20' });
    const { takeServerStateClient } = await import('../layouts/dashboard/server-state');
    expect(takeServerStateClient()).toBe(client);
    // Once: the next layout (after a sign-out) starts from an empty cache.
    expect(takeServerStateClient()).not.toBe(client);
  });

  it('loads the right-to-left styles before a right-to-left visit is drawn, and not for a left-to-right one', async () => {
    await prepareFirstRoute({ pathname: '/auth/jwt/login', search: '' }, {});
    expect(loadRtlCache).not.toHaveBeenCalled();

    useSettingsStore.setState({ themeDirection: 'rtl' });
    await prepareFirstRoute({ pathname: '/auth/jwt/login', search: '' }, {});
    expect(loadRtlCache).toHaveBeenCalledTimes(1);
    useSettingsStore.setState({ themeDirection: 'ltr' });
  });

  it('fetches nothing for a guest, who is sent to the sign-in page', async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    jest.mocked(loadRemote).mockResolvedValue({ default: Page, prefetch });
    // Another page than above: the module loads of a test run are kept, as in the app.
    await prepareFirstRoute({ pathname: '/dashboard/related-articles', search: '' }, { remote_explore: 'x', remote_player: 'y' });
    expect(loadRemote).toHaveBeenCalledWith('remote_explore/related-articles-page');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('never throws, and stops waiting for a module that does not come', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(loadRemote).mockImplementation(() => new Promise(() => undefined));
      const prepared = prepareFirstRoute({ pathname: '/auth/jwt/login', search: '' }, { remote_auth: 'x' }, 2000);
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
    await expect(prepareFirstRoute({ pathname: '/auth/jwt/register', search: '' }, { remote_auth: 'x' })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
