import { loadShare } from '@module-federation/enhanced/runtime';

import { preloadSharedModulesOf, sharedModulesOf } from './preload-shared';
import { prefetchedManifestJson } from './remotes-request';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(async () => () => ({})) }));
jest.mock('./remotes-request', () => ({ prefetchedManifestJson: jest.fn() }));

const MANIFEST = {
  exposes: [
    { name: 'login-page', sharedModules: ['@mui/material/FormControl', '@mui/material/Link', 42] },
    { name: 'register-page', sharedModules: ['@mui/material/Alert'] },
  ],
};

describe('the shared modules of the first page, asked for beside its remote entry', () => {
  beforeEach(() => {
    jest.mocked(loadShare).mockClear();
    jest.mocked(prefetchedManifestJson).mockReset();
  });

  it('reads the list the manifest gives for the exposed module, and only strings', () => {
    expect(sharedModulesOf(MANIFEST, 'login-page')).toEqual(['@mui/material/FormControl', '@mui/material/Link']);
    expect(sharedModulesOf(MANIFEST, 'missing-page')).toEqual([]);
    expect(sharedModulesOf({ exposes: [{ name: 'login-page', sharedModules: 'no' }] }, 'login-page')).toEqual([]);
    expect(sharedModulesOf(undefined, 'login-page')).toEqual([]);
  });

  it("asks the host's providers for them once the remote's manifest is in", async () => {
    jest.mocked(prefetchedManifestJson).mockResolvedValue(MANIFEST);
    await preloadSharedModulesOf('remote_auth/login-page', { remote_auth: '/auth/mf-manifest.json' });

    expect(prefetchedManifestJson).toHaveBeenCalledWith(new URL('/auth/mf-manifest.json', location.href).toString());
    expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['@mui/material/FormControl', '@mui/material/Link']);
  });

  it('asks for nothing when the remote is not wired or its manifest was not prefetched', async () => {
    await preloadSharedModulesOf('remote_auth/login-page', {});
    jest.mocked(prefetchedManifestJson).mockReturnValue(undefined);
    await preloadSharedModulesOf('remote_auth/login-page', { remote_auth: '/auth/mf-manifest.json' });
    expect(loadShare).not.toHaveBeenCalled();
  });
});
