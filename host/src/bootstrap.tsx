import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@mediawatch/shared';

import { App } from './app';
import { loadRemotesManifest } from './federation/remotes-manifest';
import { prepareFirstRoute } from './routes/first-route';

// Remotes are registered after the async boundary, from /remotes.json, so a
// remote that is down never blocks the host's own start (docs/toolchain.md).
const registered = await loadRemotesManifest();
// Before the first render: the shell and the remotes read the same instance.
initI18n();
// The page is drawn once its code and the session are in (index.html's splash until then).
await prepareFirstRoute(globalThis.location, registered);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
