/** Debian's Chromium: no browser download works on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless flags for a closed network: without the background-networking
 * flags Chromium keeps trying to reach Google's hosts (docs/toolchain.md).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
