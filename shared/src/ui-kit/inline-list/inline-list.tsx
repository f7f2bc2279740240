import { Fragment, type ReactNode } from 'react';

// ----------------------------------------------------------------------

export interface InlineListProps {
  /** The items; empty ones (null, false, '') are left out. */
  items: ReactNode[];
  /** Between two items: " · " unless told. */
  separator?: ReactNode;
}

/**
 * Facts on one line ("Le Monde · 20 Nov 2026 · French (fr)"), each isolated
 * in a `<bdi>`: a name in Latin script, a date with slashes or a number keep
 * their own order inside a right-to-left sentence, and the items keep theirs.
 */
export function InlineList({ items, separator = ' · ' }: InlineListProps) {
  return items
    .filter((item) => item !== null && item !== undefined && item !== false && item !== '')
    .map((item, index) => (
      <Fragment key={index}>
        {index > 0 ? separator : null}
        <bdi>{item}</bdi>
      </Fragment>
    ));
}
