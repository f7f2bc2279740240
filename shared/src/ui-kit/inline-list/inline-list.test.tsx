import { render } from '@testing-library/react';

import { InlineList } from './inline-list';

describe('InlineList', () => {
  it('isolates each item and joins them, leaving the empty ones out', () => {
    const { container } = render(
      <p>
        <InlineList items={['Le Monde', null, '22/11/2026', false, '', <a href="/x">en</a>]} />
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.textContent).toBe('Le Monde · 22/11/2026 · en');
    expect(paragraph.querySelectorAll('bdi')).toHaveLength(3);
  });
});
