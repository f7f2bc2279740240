import type { ArticleRef } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { InlineList, useFormat } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

/**
 * An article of a figure's list, as a list item: its title opening the reader,
 * then its source (opening its analysis), its time and whatever `more` adds.
 */
export function ArticleRefItem({ article, more = [] }: { article: ArticleRef; more?: string[] }) {
  const format = useFormat();
  return (
    <li>
      <Typography variant="body2" lang={article.language} dir="auto">
        <Link component={RouterLink} to={paths.read.getHref({ id: article.id })}>
          {article.title}
        </Link>
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        <InlineList
          items={[
            <Link key="source" component={RouterLink} to={paths.sourceAnalysis.getHref({ source: article.sourceId })} color="inherit">
              {article.sourceName}
            </Link>,
            format.dateTime(article.publishedAt),
            ...more,
          ]}
        />
      </Typography>
    </li>
  );
}
