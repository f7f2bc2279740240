import { Link as RouterLink } from '@mediawatch/shared/router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths, type Article } from '@mediawatch/shared';
import { InlineList, useFormat } from '@mediawatch/shared/ui';

import { useReaderTexts } from './texts';

// ----------------------------------------------------------------------

/** The other articles on the same story, from this and other outlets. */
export function StoryCluster({ article }: { article: Article }) {
  const { t } = useReaderTexts();
  const format = useFormat();
  const others = article.cluster.filter((item) => item.id !== article.id);
  return (
    <section aria-labelledby="story-cluster-title">
      <Typography variant="h6" component="h2" id="story-cluster-title">
        {t('reader.cluster')}
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('reader.noCluster')}
        </Typography>
      ) : (
        <List dense>
          {others.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.read.getHref({ id: item.id })} underline="hover" lang={item.language} dir="auto">
                    {item.title}
                  </Link>
                }
                secondary={
                  <InlineList
                    items={[
                      <Link
                        key="source"
                        component={RouterLink}
                        to={paths.sourceAnalysis.getHref({ source: item.sourceId })}
                        color="inherit"
                        underline="hover"
                      >
                        {item.sourceName}
                      </Link>,
                      format.dateTime(item.publishedAt),
                      item.language,
                    ]}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
