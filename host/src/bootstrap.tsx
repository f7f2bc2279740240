import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@mediawatch/shared';

import { App } from './app';
import { preloadRoute } from './federation/preload-route';
import { loadRemotesManifest } from './federation/remotes-manifest';

// Remotes are registered after the async boundary, from /remotes.json, so a
// remote that is down never blocks the host's own start (docs/toolchain.md).
// The remote modules of the address start loading at once, beside the host's.
preloadRoute(globalThis.location.pathname, await loadRemotesManifest());
// Before the first render: the shell and the remotes read the same instance.
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
