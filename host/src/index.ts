import { requestRemoteManifests } from './federation/remotes-request';
import { parseSettings, SETTINGS_STORAGE_KEY } from './settings/settings-config';

// The wiring of the remotes and their manifests download beside the bootstrap's chunks.
void requestRemoteManifests();

// index.html's splash, in the mode the page is about to open in.
try {
  document.documentElement.dataset.mode = parseSettings(globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY)).themeMode;
} catch {
  // Storage blocked: the default mode's colours.
}

// The async boundary Module Federation needs before any shared module is used.
void import('./bootstrap');
