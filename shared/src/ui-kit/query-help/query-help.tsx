import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { TOPIC_QUERY_LIMITS } from '@mediawatch/shared/constants';

import { useQueryHelpTranslation } from './texts';

// ----------------------------------------------------------------------

/**
 * What a query box's input takes, wherever one is (Search, Explore, the topic
 * form): no spelling check or capitalizing (AND, OR, NOT are words in capitals
 * and a query is no sentence), and its own direction, so `"storm coast"~3`
 * reads left to right on an Arabic page and an Arabic query right to left.
 */
export const QUERY_INPUT_PROPS = { spellCheck: false, autoCapitalize: 'off', dir: 'auto' } as const;

/** The rows of the help, in the order a reader learns them. */
const ROWS = ['word', 'phrase', 'boolean', 'near', 'prefix', 'title', 'boost', 'fields', 'entities'] as const;

/**
 * The query language's help behind a toggle: each construct with an example
 * in the reader's language (proximity, prefix, title and boost included) and
 * how relevance ranks. Each example is its own direction (`dir="auto"`), as it
 * reads in a query box: an Arabic phrase right to left, `lang:fr` left to
 * right, whatever the page's direction.
 */
export function QueryHelp() {
  const { t } = useQueryHelpTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const limits = { min: TOPIC_QUERY_LIMITS.prefixMin, nearMax: TOPIC_QUERY_LIMITS.nearMax, boostMax: TOPIC_QUERY_LIMITS.boostMax };
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} sx={{ px: 0.5 }}>
        {t('toggle')}
      </Button>
      {open ? (
        <Box id={id} role="region" aria-label={t('title')} sx={{ mt: 1 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, max-content) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              typography: 'body2',
            }}
          >
            {ROWS.map((row) => (
              <Box key={row} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ mt: { xs: 1, sm: 0 } }}>
                  <Box
                    component="code"
                    dir="auto"
                    sx={{
                      fontFamily: 'monospace',
                      bgcolor: 'action.hover',
                      borderRadius: 0.5,
                      px: 0.75,
                      py: 0.25,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {t(`rows.${row}.example`)}
                  </Box>
                </Box>
                <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                  {t(`rows.${row}.text`, limits)}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t('ranking')}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
