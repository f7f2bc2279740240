import { render, screen } from '@testing-library/react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';

import { modulesFor, preloadRoute } from './preload-route';
import { RemoteComponent } from './remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  loadRemote: jest.fn(),
}));

const pageOf = (text: string) => ({ default: () => <p>{text}</p> });

afterEach(() => jest.mocked(loadRemote).mockReset());

describe('preloading the remote modules of the address', () => {
  it('finds the page of a route and, on the dashboard, the footer player', () => {
    expect(modulesFor('/auth/jwt/login')).toEqual([{ remote: 'remote_auth', expose: './login-page', id: 'remote_auth/login-page' }]);
    expect(modulesFor('/dashboard/group/sources')).toEqual([
      { remote: 'remote_resources', expose: './sources-page', id: 'remote_resources/sources-page' },
      { remote: 'remote_player', expose: './podcast-player', id: 'remote_player/podcast-player' },
    ]);
    expect(modulesFor('/dashboard/read/42')[0]).toMatchObject({ remote: 'remote_explore', expose: './read-page' });
    // The root and the dashboard go to the landing.
    expect(modulesFor('/')[0]).toMatchObject({ remote: 'remote_explore', expose: './reports-page' });
    expect(modulesFor('/dashboard')[0]).toMatchObject({ remote: 'remote_explore', expose: './reports-page' });
    // A page of the host's own, or no page: only the player.
    expect(modulesFor('/dashboard/users')).toEqual([
      { remote: 'remote_player', expose: './podcast-player', id: 'remote_player/podcast-player' },
    ]);
    expect(modulesFor('/404')).toEqual([]);
  });

  it('asks the runtime for the registered remotes only, and never throws', () => {
    jest.mocked(loadRemote).mockResolvedValue(pageOf('x'));
    preloadRoute('/dashboard/group/sources', { remote_player: 'http://localhost:3002/mf-manifest.json' });
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'remote_player', exposes: ['./podcast-player'], resourceCategory: 'sync' }]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('remote_player/podcast-player');
    jest.mocked(preloadRemote).mockClear();
    preloadRoute('/404', { remote_player: 'x' });
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.mocked(preloadRemote).mockReturnValueOnce(Promise.reject(new Error('down')));
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('down'));
    expect(() => preloadRoute('/auth/jwt/login', { remote_auth: 'x' })).not.toThrow();
  });

  it('starts loading the page itself, which its area then renders without loading it again', async () => {
    jest.mocked(loadRemote).mockResolvedValue(pageOf('The sign-up page'));
    preloadRoute('/auth/jwt/register', { remote_auth: 'x' });
    expect(loadRemote).toHaveBeenCalledWith('remote_auth/register-page');
    render(<RemoteComponent id="remote_auth/register-page" />);
    expect(await screen.findByText('The sign-up page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the area’s fallback when the early load failed, and its retry loads again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('down')).mockResolvedValue(pageOf('The read page'));
    preloadRoute('/dashboard/read/42', { remote_explore: 'x' });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteComponent id="remote_explore/read-page" />);
    const retry = await screen.findByRole('button', { name: /retry/i });
    retry.click();
    expect(await screen.findByText('The read page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
