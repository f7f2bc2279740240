import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

// ----------------------------------------------------------------------
// A note's Markdown, rendered safely (docs/decisions/0025-notes.md):
// react-markdown builds React elements, never HTML strings; raw HTML in the
// text is dropped (`skipHtml`, no rehype-raw); URLs go through the library's
// transform, which keeps http(s), mailto and relative ones and empties any
// other (javascript:, vbscript:, data:...); every link opens in a new tab
// without access to this one; images are not loaded (a note could track its
// readers with one) but shown as a link.

const SAFE_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The URL kept, or null when the transform refused it. */
function safeUrl(url: string | undefined): string | null {
  const kept = url ? defaultUrlTransform(url) : '';
  return kept ? kept : null;
}

const COMPONENTS: Components = {
  a: ({ href, children }) => {
    const url = safeUrl(href);
    return url ? (
      <Link href={url} {...SAFE_LINK}>
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    );
  },
  img: ({ src, alt }) => {
    const url = safeUrl(typeof src === 'string' ? src : undefined);
    const label = alt || url || '';
    return url ? (
      <Link href={url} {...SAFE_LINK}>
        {label}
      </Link>
    ) : (
      <span>{label}</span>
    );
  },
};

export interface MarkdownViewProps {
  markdown: string;
  /** The region's accessible name. */
  label?: string;
}

/** A note's body as formatted text. */
export function MarkdownView({ markdown, label }: MarkdownViewProps) {
  return (
    <Box
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& h1, & h2, & h3, & h4': { typography: 'h6', mt: 2, mb: 1 },
        '& p, & ul, & ol, & blockquote, & pre': { typography: 'body2', my: 1 },
        '& ul, & ol': { ps: 3 },
        '& blockquote': { borderInlineStart: 4, borderColor: 'divider', ps: 2, mx: 0, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', direction: 'ltr' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
      }}
    >
      <Markdown skipHtml components={COMPONENTS}>
        {markdown}
      </Markdown>
    </Box>
  );
}
