import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// ----------------------------------------------------------------------
// A remote built against another major of a shared library runs on the host's
// copy (every shared module is a singleton the host provides), which may or
// may not work. The federation runtime only warns, once per module file; this
// says it as an error, once per remote and library, naming both versions and
// what to do. Whatever then breaks in the remote stays inside its error
// boundary (the remote's fallback), never a blank page.

/** The package of a shared key: `@mui/material/Slider` -> `@mui/material`, `react/jsx-runtime` -> `react`. */
export function libraryOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The major a version or a range starts from (`^10.1.0`, `~9.5`, `>=8`, `9.5.0`), or null (`*`, `latest`). */
export function majorOf(versionOrRange: string): number | null {
  const match = /^\s*(?:\^|~|>=|=|v)?\s*(\d+)/.exec(versionOrRange);
  return match ? Number(match[1]) : null;
}

/** True when `version` is another major than the one `range` asks for: the mismatch that breaks a library's contract. */
export function isOtherMajor(version: string, range: string): boolean {
  if (/\|\||\s-\s|</.test(range)) return false; // a compound range: leave it to the runtime's own check
  const wanted = majorOf(range);
  const got = majorOf(version);
  return wanted !== null && got !== null && wanted !== got;
}

export function mismatchMessage({
  app,
  library,
  required,
  version,
  provider,
}: Record<'app' | 'library' | 'required' | 'version' | 'provider', string>) {
  return (
    `Mediawatch: ${app} was built against ${library} ${required}, but this page runs ${library} ${version} (provided by ${provider}). ` +
    `${app} runs on that copy; if it fails, its area shows its fallback. Rebuild ${app} against ${library} ${version}, ` +
    `or release a host that provides ${library} ${required}.`
  );
}

/**
 * Registered in every app's federation instance (tooling/webpack/create-config.cjs):
 * a remote resolves its shared modules in its own instance.
 */
function versionCheckPlugin(log: (message: string) => void = console.error): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  let app = 'an app';
  return {
    name: 'mediawatch-version-check',
    beforeInit(args) {
      app = args.origin.name || app;
      return args;
    },
    resolveShare(args) {
      const { shareInfo, pkgName, version, scope, shareScopeMap } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (shareInfo.shareConfig?.singleton && typeof required === 'string' && version && isOtherMajor(version, required)) {
        const library = libraryOf(pkgName);
        const from = shareInfo.from || app;
        const key = `${from}|${library}`;
        if (!reported.has(key)) {
          reported.add(key);
          const provider = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'the host';
          log(mismatchMessage({ app: from, library, required, version, provider }));
        }
      }
      return args;
    },
  };
}

export default versionCheckPlugin;
