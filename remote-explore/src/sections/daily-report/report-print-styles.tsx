import { PrintAlone } from '../../utils/print-styles';

// ----------------------------------------------------------------------

/**
 * A clean A4 report when printed: the shell (top bar, navigation, footer
 * player, footer) and the page's buttons go, the report fills the page in
 * black on white, and a card never breaks across two pages.
 */
export function ReportPrintStyles() {
  return (
    <PrintAlone
      rootId="daily-report"
      margin="12mm"
      extra={{
        '.MuiCard-root': {
          boxShadow: 'none !important',
          border: '1px solid #ccc',
          background: '#fff !important',
          color: '#000 !important',
          breakInside: 'avoid',
        },
        '.MuiGrid-root': { breakInside: 'avoid' },
      }}
    />
  );
}
