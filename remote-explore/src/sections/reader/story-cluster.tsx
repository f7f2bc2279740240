import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths, type Article } from '@mediawatch/shared';

import { formatDateTime } from '../../utils/format';

// ----------------------------------------------------------------------

/** The other articles on the same story, from this and other outlets. */
export function StoryCluster({ article }: { article: Article }) {
  const others = article.cluster.filter((item) => item.id !== article.id);
  return (
    <section aria-labelledby="story-cluster-title">
      <Typography variant="h6" component="h2" id="story-cluster-title">
        Same story elsewhere
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          No other outlet has covered this story yet.
        </Typography>
      ) : (
        <List dense>
          {others.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.dashboard.read(item.id)} underline="hover">
                    {item.title}
                  </Link>
                }
                secondary={`${item.sourceName} · ${formatDateTime(item.publishedAt)} · ${item.language}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
