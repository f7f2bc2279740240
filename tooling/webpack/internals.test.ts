// The build's plugins read webpack's and Module Federation's internals; when an
// upgrade moves what they read, the build must stop with a clear error instead
// of quietly writing a manifest without `sharedModules` or an index.html
// without preloads (docs/toolchain.md, "Upgrading webpack or Module Federation").

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS.
const { addSharedModules, startChunkGroups } = require('./create-config.cjs') as {
  addSharedModules: (compilation: unknown, manifest: unknown) => void;
  startChunkGroups: (compilation: unknown) => Set<unknown>;
};

/** A compilation whose chunk graph holds `modules` in the one chunk of every named group. */
function fakeCompilation(groups: string[], modules: Array<{ type: string; options?: { shareKey?: string } }>) {
  const chunk = {};
  return {
    namedChunkGroups: new Map(groups.map((name) => [name, { chunks: [chunk] }])),
    chunkGraph: { getChunkModulesIterable: () => modules },
  };
}

describe('ExposeSharedModulesPlugin', () => {
  it('lists the shared modules an expose consumes', () => {
    const manifest = { exposes: [{ name: 'sources-page' }] };
    addSharedModules(
      fakeCompilation(
        ['__federation_expose_sources_page'],
        [
          { type: 'consume-shared-module', options: { shareKey: 'react' } },
          { type: 'javascript/auto' },
          { type: 'consume-shared-module', options: { shareKey: '@mui/material/Button' } },
        ],
      ),
      manifest,
    );
    expect(manifest.exposes[0]).toEqual({ name: 'sources-page', sharedModules: ['@mui/material/Button', 'react'] });
  });

  it('fails the build when the exposes chunk group is named otherwise', () => {
    expect(() => addSharedModules(fakeCompilation(['__mf_expose_sources_page'], []), { exposes: [{ name: 'sources-page' }] })).toThrow(
      /no chunk group named __federation_expose_sources_page.*docs\/toolchain\.md/,
    );
  });

  it('fails the build when no module has the consume-shared type any more', () => {
    const compilation = fakeCompilation(['__federation_expose_sources_page'], [{ type: 'consume-shared' }]);
    expect(() => addSharedModules(compilation, { exposes: [{ name: 'sources-page' }] })).toThrow(/no consume-shared module/);
  });

  it('fails the build when the manifest has no exposes', () => {
    expect(() => addSharedModules(fakeCompilation([], []), {})).toThrow(/lists no `exposes`/);
  });
});

describe('the host start (preloads and the start chunk)', () => {
  it('fails the build when no provide module is found', () => {
    expect(() => startChunkGroups({ modules: [{ type: 'javascript/auto', blocks: [] }], entrypoints: new Map(), chunkGraph: {} })).toThrow(
      /no module of type 'provide-module'/,
    );
  });

  it('fails the build when a provide module has no `_name`', () => {
    expect(() => startChunkGroups({ modules: [{ type: 'provide-module', blocks: [{}] }], entrypoints: new Map(), chunkGraph: {} })).toThrow(
      /without `_name`/,
    );
  });
});
