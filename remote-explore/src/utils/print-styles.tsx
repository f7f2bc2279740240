import GlobalStyles from '@mui/material/GlobalStyles';

// ----------------------------------------------------------------------

/**
 * A page that prints alone on A4: only the element `#rootId` is printed
 * (the shell's top bar, navigation, footer player and footer are hidden), in
 * black on white, with its `[data-print="hide"]` controls left out and links
 * plain. `extra` adds the page's own rules, under `#rootId`.
 */
export function PrintAlone({ rootId, margin, extra = {} }: { rootId: string; margin: string; extra?: Record<string, object> }) {
  const root = `#${rootId}`;
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin },
          'html, body': { background: '#fff !important', color: '#000 !important' },
          'body *': { visibility: 'hidden' },
          [`${root}, ${root} *`]: { visibility: 'visible' },
          [root]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', padding: 0, margin: 0 },
          [`${root} [data-print="hide"]`]: { display: 'none !important' },
          [`${root} a`]: { color: '#000 !important', textDecoration: 'none' },
          ...Object.fromEntries(Object.entries(extra).map(([selector, rules]) => [`${root} ${selector}`, rules])),
        },
      }}
    />
  );
}
