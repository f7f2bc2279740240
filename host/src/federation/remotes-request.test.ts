/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { prefetchedManifestJson, requestRemoteManifests, requestRemotesManifest, takePrefetchedManifest } from './remotes-request';

// A real server on loopback: the host's remotes.json and two remotes' manifests.

describe('the remotes wiring, asked for by main.js', () => {
  const asked: string[] = [];
  let base = '';
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/remotes.json') {
      response.end(
        JSON.stringify({ remote_auth: '/auth/mf-manifest.json', remote_player: `${base}/player/mf-manifest.json`, remote_explore: 42 }),
      );
      return;
    }
    response.end(JSON.stringify({ manifest: request.url }));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The page's own address: relative entries of remotes.json resolve against it.
    Object.defineProperty(globalThis, 'location', { value: new URL(`${base}/auth/jwt/login`), configurable: true });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    Reflect.deleteProperty(globalThis, 'location');
  });

  it('asks for remotes.json once and for every manifest it names, each handed over once', async () => {
    await requestRemoteManifests(`${base}/remotes.json`);
    await requestRemoteManifests(`${base}/remotes.json`);

    const auth = takePrefetchedManifest(`${base}/auth/mf-manifest.json`);
    expect(await (await auth!).json()).toEqual({ manifest: '/auth/mf-manifest.json' });
    // A second fetch of a manifest (a retry) goes to the network.
    expect(takePrefetchedManifest(`${base}/auth/mf-manifest.json`)).toBeUndefined();
    // Read later, as the runtime does after a sign-in: the body is in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await takePrefetchedManifest(`${base}/player/mf-manifest.json`)!).json()).toEqual({
      manifest: '/player/mf-manifest.json',
    });
    // An entry that is not a URL is left to the bootstrap, which reports it.
    expect(asked.sort()).toEqual(['/auth/mf-manifest.json', '/player/mf-manifest.json', '/remotes.json']);

    // The bootstrap reads the same answer, as often as it asks.
    expect(await (await requestRemotesManifest(`${base}/remotes.json`)).clone().json()).toHaveProperty('remote_auth');
  });

  it('keeps each manifest readable by the host after the runtime took its answer', async () => {
    await requestRemoteManifests(`${base}/remotes.json`);
    expect(await prefetchedManifestJson(`${base}/auth/mf-manifest.json`)).toEqual({ manifest: '/auth/mf-manifest.json' });
    expect(prefetchedManifestJson(`${base}/never-asked/mf-manifest.json`)).toBeUndefined();
  });
});
