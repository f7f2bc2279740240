import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------

/**
 * The server sanitizes every body by an allowlist before storing it. It is
 * cleaned once more here (defence in depth: a stored row from an older
 * sanitizer, a bug there) and links are made to open outside the app without
 * handing it the opener.
 */
export function sanitizeArticleHtml(html: string): string {
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IFRAME') node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  });
  return purify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'sandbox', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export interface ArticleBodyProps {
  html: string;
  /** Shown when there is no HTML body. */
  text: string;
  /** ISO 639-1: for screen readers, hyphenation and right-to-left scripts. */
  language: string;
}

/** The article's text in a reading column whose styles keep any markup inside it. */
export function ArticleBody({ html, text, language }: ArticleBodyProps) {
  const clean = useMemo(() => (html.trim() ? sanitizeArticleHtml(html) : ''), [html]);
  const sx = {
    maxWidth: 760,
    typography: 'body1',
    lineHeight: 1.75,
    overflowWrap: 'anywhere',
    '& img, & video, & iframe': { maxWidth: '100%', height: 'auto', display: 'block', my: 2, border: 0 },
    '& figure': { m: 0, my: 2 },
    '& figcaption': { typography: 'caption', color: 'text.secondary' },
    '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 },
    // Logical sides: the rule stands at the start of the article's own direction.
    '& blockquote': {
      borderInlineStartWidth: 4,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: (theme: Theme) => theme.palette.divider,
      m: 0,
      my: 2,
      paddingInlineStart: 2,
      color: 'text.secondary',
    },
    '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
    '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3 },
    '& a': { color: 'primary.main' },
  } as const;

  if (!clean) {
    return (
      <Box sx={sx} lang={language} dir="auto">
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <Typography key={index} component="p" sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    );
  }
  return <Box sx={sx} lang={language} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
