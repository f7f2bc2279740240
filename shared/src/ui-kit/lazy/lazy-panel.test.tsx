import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LazyPanel, lazyWithPreload } from './lazy-panel';

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A button that opens `Lazy` on click and asks for it on hover and focus, as the resource pages do. */
function Opener({ Lazy }: { Lazy: ReturnType<typeof lazyWithPreload<{ text: string }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...Lazy.preloadOn}>
        Open
      </button>
      {open ? <Lazy text="The panel" /> : null}
    </>
  );
}

describe('lazyWithPreload', () => {
  it('loads nothing until asked, then loads once for the hover, the focus and the render', async () => {
    const load = jest.fn(() => Promise.resolve(Panel));
    const Lazy = lazyWithPreload(load);
    const user = userEvent.setup();
    render(<Opener Lazy={Lazy} />);
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect((await screen.findByText('The panel')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed, so a dropped connection is not final', async () => {
    const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const Lazy = lazyWithPreload(load);
    Lazy.preload();
    await Promise.resolve();
    await Promise.resolve();

    const user = userEvent.setup();
    render(<Opener Lazy={Lazy} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect((await screen.findByText('The panel')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('LazyPanel', () => {
  it('mounts its children from the first open and keeps them after it closes', () => {
    const { rerender } = render(
      <LazyPanel open={false}>
        <p>Drawer</p>
      </LazyPanel>,
    );
    expect(screen.queryByText('Drawer')).toBeNull();
    rerender(
      <LazyPanel open>
        <p>Drawer</p>
      </LazyPanel>,
    );
    expect(screen.getByText('Drawer').tagName).toBe('P');
    rerender(
      <LazyPanel open={false}>
        <p>Drawer</p>
      </LazyPanel>,
    );
    expect(screen.getByText('Drawer').tagName).toBe('P');
  });
});
