import { preloadRemote } from '@module-federation/enhanced/runtime';

import { modulesFor, preloadRoute } from './preload-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));

describe('preloading the remote modules of the address', () => {
  it('finds the page of a route and, on the dashboard, the footer player', () => {
    expect(modulesFor('/auth/jwt/login')).toEqual([{ remote: 'remote_auth', expose: './login-page' }]);
    expect(modulesFor('/dashboard/group/sources')).toEqual([
      { remote: 'remote_resources', expose: './sources-page' },
      { remote: 'remote_player', expose: './podcast-player' },
    ]);
    expect(modulesFor('/dashboard/read/42')[0]).toEqual({ remote: 'remote_explore', expose: './read-page' });
    // The root and the dashboard go to the landing.
    expect(modulesFor('/')[0]).toEqual({ remote: 'remote_explore', expose: './reports-page' });
    expect(modulesFor('/dashboard')[0]).toEqual({ remote: 'remote_explore', expose: './reports-page' });
    // A page of the host's own, or no page: only the player.
    expect(modulesFor('/dashboard/users')).toEqual([{ remote: 'remote_player', expose: './podcast-player' }]);
    expect(modulesFor('/404')).toEqual([]);
  });

  it('asks the runtime for the registered remotes only, and never throws', () => {
    preloadRoute('/dashboard/group/sources', { remote_player: 'http://localhost:3002/mf-manifest.json' });
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'remote_player', exposes: ['./podcast-player'], resourceCategory: 'sync' }]);
    jest.mocked(preloadRemote).mockClear();
    preloadRoute('/404', { remote_player: 'x' });
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.mocked(preloadRemote).mockReturnValueOnce(Promise.reject(new Error('down')));
    expect(() => preloadRoute('/auth/jwt/login', { remote_auth: 'x' })).not.toThrow();
  });
});
