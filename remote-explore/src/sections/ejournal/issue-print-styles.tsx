import GlobalStyles from '@mui/material/GlobalStyles';

// ----------------------------------------------------------------------

/**
 * A clean A4 issue when printed: the shell (top bar, navigation, footer
 * player) and the page's controls go, the issue fills the page in black on
 * white, an article never breaks across two pages, and links show plainly.
 */
export function IssuePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '16mm 14mm' },
          'html, body': { background: '#fff !important', color: '#000 !important' },
          'body *': { visibility: 'hidden' },
          '#ejournal-print, #ejournal-print *': { visibility: 'visible' },
          '#ejournal-print': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', padding: 0, margin: 0 },
          '#ejournal-print [data-print="hide"]': { display: 'none !important' },
          '#ejournal-print .ejournal-entry': { breakInside: 'avoid' },
          '#ejournal-print h1, #ejournal-print h2, #ejournal-print h3': { color: '#000 !important', breakAfter: 'avoid' },
          '#ejournal-print a': { color: '#000 !important', textDecoration: 'none' },
          '#ejournal-print aside': { background: '#f4f4f4 !important', borderColor: '#000 !important' },
        },
      }}
    />
  );
}
