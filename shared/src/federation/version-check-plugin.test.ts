import versionCheckPlugin, { isOtherMajor, libraryOf, majorOf } from './version-check-plugin';

describe('the shared-version check', () => {
  it('reads the library and the major of a version or a range', () => {
    expect(libraryOf('@mui/material/Slider')).toBe('@mui/material');
    expect(libraryOf('react/jsx-runtime')).toBe('react');
    expect(libraryOf('zustand')).toBe('zustand');
    expect(majorOf('^10.1.0')).toBe(10);
    expect(majorOf('~9.5')).toBe(9);
    expect(majorOf('>=8')).toBe(8);
    expect(majorOf('*')).toBeNull();
  });

  it('flags another major only', () => {
    expect(isOtherMajor('9.5.0', '^10.0.0')).toBe(true);
    expect(isOtherMajor('10.0.0', '^9.5.0')).toBe(true);
    expect(isOtherMajor('9.6.0', '^9.5.0')).toBe(false);
    expect(isOtherMajor('9.5.0', '*')).toBe(false);
    expect(isOtherMajor('9.5.0', '^8.0.0 || ^9.0.0')).toBe(false);
  });

  it('logs one error per remote and library, naming both versions, and resolves as the runtime would', () => {
    const log = jest.fn();
    const plugin = versionCheckPlugin(log);
    const resolver = jest.fn();
    const args = (pkgName: string, from = 'remote_workers') => ({
      pkgName,
      version: '9.5.0',
      scope: 'default',
      shareScopeMap: { default: { [pkgName]: { '9.5.0': { from: 'host' } } } },
      shareInfo: { from, shareConfig: { singleton: true, requiredVersion: '^10.0.0' } },
      resolver,
    });
    const resolveShare = plugin.resolveShare as unknown as (value: ReturnType<typeof args>) => ReturnType<typeof args>;
    const first = args('@mui/material/Slider');
    expect(resolveShare(first)).toBe(first);
    resolveShare(args('@mui/material/Button'));
    resolveShare(args('@mui/material/Button', 'remote_player'));
    expect(log).toHaveBeenCalledTimes(2);
    // A consumer the runtime does not name is the instance the plugin was registered in.
    (plugin.beforeInit as unknown as (value: unknown) => unknown)({ origin: { name: 'remote_explore' } });
    resolveShare(args('@mui/material/Card', ''));
    expect(log.mock.calls[2]![0]).toMatch(/^Mediawatch: remote_explore was built against @mui\/material \^10\.0\.0/);
    expect(log.mock.calls[0]![0]).toBe(
      'Mediawatch: remote_workers was built against @mui/material ^10.0.0, but this page runs @mui/material 9.5.0 (provided by host). ' +
        'remote_workers runs on that copy; if it fails, its area shows its fallback. Rebuild remote_workers against @mui/material 9.5.0, ' +
        'or release a host that provides @mui/material ^10.0.0.',
    );
    expect(resolver).not.toHaveBeenCalled();
  });
});
