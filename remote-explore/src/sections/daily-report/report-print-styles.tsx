import GlobalStyles from '@mui/material/GlobalStyles';

// ----------------------------------------------------------------------

/**
 * A clean A4 report when printed: the shell (top bar, navigation, footer
 * player, footer) and the page's buttons go, the report fills the page in
 * black on white, and a card never breaks across two pages.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '12mm' },
          'html, body': { background: '#fff !important', color: '#000 !important' },
          'body *': { visibility: 'hidden' },
          '#daily-report, #daily-report *': { visibility: 'visible' },
          '#daily-report': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', padding: 0, margin: 0 },
          '#daily-report .MuiCard-root': {
            boxShadow: 'none !important',
            border: '1px solid #ccc',
            background: '#fff !important',
            color: '#000 !important',
            breakInside: 'avoid',
          },
          '#daily-report a': { color: '#000 !important', textDecoration: 'none' },
          '#daily-report [data-print="hide"]': { display: 'none !important' },
          '#daily-report .MuiGrid-root': { breakInside: 'avoid' },
        },
      }}
    />
  );
}
