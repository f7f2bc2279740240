import { parseRemotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const BASE = 'https://dashboard.example/';

describe('parseRemotesManifest', () => {
  it('keeps known remotes and resolves relative URLs against the host', () => {
    const { remotes, problems } = parseRemotesManifest(
      {
        remote_auth: 'https://auth.example/v3/mf-manifest.json',
        remote_player: '/remotes/player/mf-manifest.json',
        remote_resources: 'https://r.example/mf-manifest.json',
        remote_workers: 'https://w.example/mf-manifest.json',
        remote_explore: 'https://e.example/mf-manifest.json',
      },
      BASE,
    );
    expect(problems).toEqual([]);
    expect(remotes.remote_auth).toBe('https://auth.example/v3/mf-manifest.json');
    expect(remotes.remote_player).toBe('https://dashboard.example/remotes/player/mf-manifest.json');
  });

  it('reports unknown names, non-strings and missing remotes instead of failing', () => {
    const { remotes, problems } = parseRemotesManifest({ remote_auth: 42, remote_typo: 'https://x.example/m.json' }, BASE);
    expect(remotes).toEqual({});
    expect(problems).toEqual(
      expect.arrayContaining([
        'remotes.json names an unknown remote "remote_typo" (known: remote_auth, remote_player, remote_resources, remote_workers, remote_explore).',
        'remotes.json: "remote_auth" must be a URL string.',
        'remotes.json has no entry for "remote_explore"; its area will show a fallback.',
      ]),
    );
  });

  it('refuses a file that is not an object', () => {
    expect(parseRemotesManifest(['x'], BASE).problems).toEqual(['remotes.json must be a JSON object of remote name to manifest URL.']);
  });
});
