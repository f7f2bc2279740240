import { render } from '@testing-library/react';

import { decodeEntities, Highlight, parseHighlight } from './highlight';

describe('highlight markup', () => {
  it('turns <mark> runs into marked parts and decodes the escapes', () => {
    expect(parseHighlight('Power &amp; <mark>grid</mark> &lt;b&gt; &#39;x&#x27; <MARK>cuts</MARK>')).toEqual([
      { text: 'Power & ', marked: false },
      { text: 'grid', marked: true },
      { text: " <b> 'x' ", marked: false },
      { text: 'cuts', marked: true },
    ]);
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  it('renders only text and <mark> elements, whatever the string holds', () => {
    const { container } = render(
      <p>
        <Highlight markup={'<mark>a</mark> <img src=x onerror="alert(1)"> &lt;script&gt;alert(2)&lt;/script&gt;'} />
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.querySelectorAll('*')).toHaveLength(1);
    expect(paragraph.querySelector('mark')).toHaveTextContent('a');
    expect(paragraph).toHaveTextContent('a <img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(paragraph.querySelector('img, script')).toBeNull();
  });
});
