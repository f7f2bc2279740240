import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (a lazily loaded drawer, dialog or menu) from the first
 * time `open` is true, and keeps it mounted after, so its closing transition
 * plays. The panel's code downloads on first use instead of with the page.
 */
export function LazyPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
