import { render } from '@testing-library/react';

import { MarkdownView } from './markdown-view';

// ----------------------------------------------------------------------
// The classic XSS vectors in a note's Markdown: nothing runs, nothing loads.

function rendered(markdown: string): HTMLElement {
  const { container } = render(<MarkdownView markdown={markdown} />);
  return container;
}

function expectInert(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, img, svg, style, form, input')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
}

describe('MarkdownView', () => {
  it('renders Markdown: headings, emphasis, lists, code', () => {
    const container = rendered('# Title\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n`code`');
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('code');
  });

  it('opens links in a new tab without access to this one', () => {
    const link = rendered('[the summit](https://example.org/summit)').querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/summit');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a raw script', '<script>window.pwned = 1</script>'],
    ['an img with onerror', '<img src="x" onerror="window.pwned = 1">'],
    ['an svg with onload', '<svg onload="window.pwned = 1"></svg>'],
    ['an iframe', '<iframe src="javascript:window.pwned = 1"></iframe>'],
    ['an a with onclick', '<a href="#" onclick="window.pwned = 1">x</a>'],
    ['a javascript: link', '[click](javascript:window.pwned=1)'],
    ['an obfuscated javascript: link', '[click](JaVaScRiPt:window.pwned=1)'],
    ['an entity-encoded javascript: link', '[click](&#106;avascript:window.pwned=1)'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a javascript: autolink', '<javascript:window.pwned=1>'],
    ['a javascript: reference link', '[click][x]\n\n[x]: javascript:window.pwned=1'],
    ['an image with a javascript: source', '![x](javascript:window.pwned=1)'],
    ['an image with a data: source', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>'],
  ])('keeps %s inert', (_name, markdown) => {
    expectInert(rendered(markdown));
  });

  it('shows an image as a link to it, never loading it', () => {
    const container = rendered('![the chart](https://example.org/chart.png)');
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/chart.png');
    expect(link?.textContent).toBe('the chart');
  });

  it('keeps the text of a refused link', () => {
    const container = rendered('[click me](javascript:alert(1))');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('click me');
  });
});
