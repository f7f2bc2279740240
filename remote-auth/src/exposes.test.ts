import { remoteContract } from '@mediawatch/shared';

import { exposes } from './exposes';

// ----------------------------------------------------------------------

describe('exposes', () => {
  it('covers exactly the contract of remote_auth', () => {
    expect(Object.keys(exposes).sort()).toEqual([...remoteContract.remote_auth].sort());
  });

  it.each(Object.entries(exposes))('%s default-exports a page component', async (_name, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
  });
});
