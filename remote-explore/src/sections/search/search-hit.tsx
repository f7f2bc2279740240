import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type ArticleSearchHit } from '@mediawatch/shared';

import { describeTone, formatDateTime, languageName } from '../../utils/format';
import { Highlight } from './highlight';

// ----------------------------------------------------------------------

/** One result: highlighted title linking to the reader, where and when, the highlighted snippet. */
export function SearchHit({ hit }: { hit: ArticleSearchHit }) {
  return (
    <Stack component="article" spacing={0.5} aria-labelledby={`hit-${hit.id}`} sx={{ '& mark': { bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 } }}>
      <Typography variant="subtitle1" component="h3" id={`hit-${hit.id}`}>
        <Link component={RouterLink} to={paths.dashboard.read(hit.id)} underline="hover" lang={hit.language} dir="auto">
          <Highlight markup={hit.titleHighlight} />
        </Link>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {[hit.sourceName, formatDateTime(hit.publishedAt), languageName(hit.language), `tone ${describeTone(hit.tone)}`]
          .concat(hit.clusterSize > 1 ? [`${hit.clusterSize} articles on this story`] : [])
          .join(' · ')}
      </Typography>
      <Typography variant="body2" lang={hit.language} dir="auto">
        <Highlight markup={hit.snippet} />
      </Typography>
    </Stack>
  );
}
