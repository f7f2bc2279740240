import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';

import { lazyWithPreload, loadable, LoadableOutlet } from './loadable';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** A module whose loading the test ends when it wants. */
function deferredModule() {
  let resolve!: (module: { default: typeof Page }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: typeof Page }>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { factory: jest.fn(() => promise), resolve, reject };
}

describe('loadable', () => {
  it('renders a module loaded beforehand in the first commit, with no fallback in between', async () => {
    const page = loadable<{ title: string }>(() => Promise.resolve({ default: Page }));
    await page.load();

    // What the DOM went through, as React committed it.
    const container = document.createElement('div');
    const seen: string[] = [];
    new MutationObserver(() => seen.push(container.textContent ?? '')).observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <LoadableOutlet of={page} props={{ title: 'Daily Report' }} />
        </Suspense>,
      ),
    );

    expect(container.textContent).toBe('Daily Report');
    expect(seen).not.toContain('Loading');
    act(() => root.unmount());
  });

  it('suspends until a module that is still loading comes in, loading it once', async () => {
    const module = deferredModule();
    const page = loadable<{ title: string }>(module.factory);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LoadableOutlet of={page} props={{ title: 'Sources' }} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void page.load();

    await act(async () => module.resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    expect(module.factory).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next load (a retry, the next visit) asks for the module again', async () => {
    const factory = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const page = loadable<{ title: string }>(factory, { retryDelaysMs: [] });

    await expect(page.load()).rejects.toThrow('chunk failed');
    await expect(page.load()).resolves.toEqual({ default: Page });
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed load failed when asked to (a remote page: its fallback’s retry makes a new loadable)', async () => {
    const factory = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValue(new Error('remote down'));
    const page = loadable<{ title: string }>(factory, { keepFailure: true });

    await expect(page.load()).rejects.toThrow('remote down');
    await expect(page.load()).rejects.toThrow('remote down');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('gives the host chunk a preload the first render can wait for', async () => {
    const module = deferredModule();
    const Layout = lazyWithPreload(module.factory);
    const preloaded = Layout.preload();
    module.resolve({ default: Page });
    await preloaded;

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Layout title="Explore" />
      </Suspense>,
    );
    // Drawn in the same commit: no fallback to wait through.
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
