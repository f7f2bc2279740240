import { Link as RouterLink } from '@mediawatch/shared/router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type ArticleSearchHit } from '@mediawatch/shared';
import { InlineList, useFormat } from '@mediawatch/shared/ui';

import { useSearchTexts } from './texts';
import { useDescribeTone } from '../../utils/use-tone';
import { Highlight, MARK_SX } from './highlight';

// ----------------------------------------------------------------------

/** One result: highlighted title linking to the reader, where and when, the highlighted snippet. */
export function SearchHit({ hit }: { hit: ArticleSearchHit }) {
  const { t } = useSearchTexts();
  const format = useFormat();
  const describeTone = useDescribeTone();
  return (
    <Stack component="article" spacing={0.5} aria-labelledby={`hit-${hit.id}`} sx={MARK_SX}>
      {/* The article's words in its own language and direction; the facts in the page's. */}
      <Typography variant="subtitle1" component="h3" id={`hit-${hit.id}`} lang={hit.language} dir="auto">
        <Link component={RouterLink} to={paths.read.getHref({ id: hit.id })} underline="hover">
          <Highlight markup={hit.titleHighlight} />
        </Link>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <InlineList
          items={[
            <Link
              key="source"
              component={RouterLink}
              to={paths.sourceAnalysis.getHref({ source: hit.sourceId })}
              color="inherit"
              underline="hover"
            >
              {hit.sourceName}
            </Link>,
            format.dateTime(hit.publishedAt),
            format.languageName(hit.language),
            t('search.hitTone', { tone: describeTone(hit.tone) }),
            hit.clusterSize > 1 && t('search.storySize', { count: hit.clusterSize, total: format.number(hit.clusterSize) }),
          ]}
        />
      </Typography>
      <Typography variant="body2" lang={hit.language} dir="auto">
        <Highlight markup={hit.snippet} />
      </Typography>
    </Stack>
  );
}
