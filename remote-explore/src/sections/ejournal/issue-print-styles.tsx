import { PrintAlone } from '../../utils/print-styles';

// ----------------------------------------------------------------------

/**
 * A clean A4 issue when printed: the shell and the page's controls go, the
 * issue fills the page in black on white, an article never breaks across two
 * pages, and a heading never ends a page.
 */
export function IssuePrintStyles() {
  return (
    <PrintAlone
      rootId="ejournal-print"
      margin="16mm 14mm"
      extra={{
        '.ejournal-entry': { breakInside: 'avoid' },
        'h1, h2, h3': { color: '#000 !important', breakAfter: 'avoid' },
        aside: { background: '#f4f4f4 !important', borderColor: '#000 !important' },
      }}
    />
  );
}
