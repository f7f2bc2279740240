import { Component, startTransition, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FAILED_LOAD_KEPT_MS, lazyRetrying } from './lazy-retrying';

function Panel({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

/** An error boundary whose retry remounts what is below it, as the host's fallbacks do. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

/** A load that fails once (a network blip), then gives the panel. */
const failingOnce = () =>
  jest
    .fn<Promise<{ default: typeof Panel }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Panel });

/** `element` under the boundary and a Suspense, as a page renders below the host's fallbacks. */
const inBoundary = (element: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>Loading</p>}>{element}</Suspense>
  </Boundary>
);

describe('lazyRetrying', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders after a load that failed: the chunk is asked for again instead of the failure being kept', async () => {
    const factory = failingOnce();
    const Lazy = lazyRetrying(factory, { retryDelaysMs: [] });
    // A preload that failed (a network blip while the pointer rested on the button).
    await expect(Lazy.load()).rejects.toThrow('ChunkLoadError');
    render(inBoundary(<Lazy title="Alerts" />));
    // React.lazy over the same load would throw the kept failure, on every render, until a reload.
    expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('retries by itself before the failure shows', async () => {
    const factory = failingOnce();
    const Lazy = lazyRetrying(factory, { retryDelaysMs: [5] });
    render(inBoundary(<Lazy title="Settings" />));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows a failure in a navigation's render instead of loading again for ever, and loads again on a later mount", async () => {
    const factory = failingOnce();
    const Lazy = lazyRetrying(factory, { retryDelaysMs: [] });
    const user = userEvent.setup();
    const { rerender } = render(<Boundary>{null}</Boundary>);
    // A navigation renders the new page in a transition: React mounts it again after the failure.
    startTransition(() => rerender(inBoundary(<Lazy title="Users" />)));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(1);
    // Past the window, the boundary's retry loads the code again.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + FAILED_LOAD_KEPT_MS + 1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('renders a component loaded beforehand without suspending', async () => {
    const Lazy = lazyRetrying(() => Promise.resolve({ default: Panel }));
    await Lazy.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy title="Tasks" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
