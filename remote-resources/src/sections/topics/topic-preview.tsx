import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths, toApiError } from '@mediawatch/shared';
import { useSearchArticles, useValidateTopicQuery } from '@mediawatch/shared/queries';
import { useDebouncedValue, useFormat, useMessage } from '@mediawatch/shared/ui';

import { useTopicsTexts } from './texts';

// ----------------------------------------------------------------------

/** Wait this long after the last key before asking the server. */
export const PREVIEW_DEBOUNCE_MS = 400;

const PREVIEW_SIZE = 5;

/**
 * While a topic query is typed: whether it parses (with the position of the
 * problem) and the newest articles it matches.
 */
export function TopicPreview({ query }: { query: string }) {
  const { t } = useTopicsTexts();
  const format = useFormat();
  const say = useMessage();
  const debounced = useDebouncedValue(query.trim(), PREVIEW_DEBOUNCE_MS);
  const validation = useValidateTopicQuery(debounced);
  const valid = validation.data?.valid === true;
  const preview = useSearchArticles({ q: valid ? debounced : '', page: 1, pageSize: PREVIEW_SIZE, sort: 'publishedAt' });

  let content;
  if (!debounced) {
    content = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('preview.typeQuery')}
      </Typography>
    );
  } else if (validation.isError) {
    content = <Alert severity="error">{t('preview.checkFailed', { message: toApiError(validation.error).message })}</Alert>;
  } else if (validation.data && !validation.data.valid && validation.data.error) {
    const { message, position, coded } = validation.data.error;
    content = (
      <Alert severity="error">{t('common.atCharacter', { message: say(coded ?? message), position: format.number(position + 1) })}</Alert>
    );
  } else if (preview.isError) {
    content = <Alert severity="error">{t('preview.previewFailed', { message: toApiError(preview.error).message })}</Alert>;
  } else if (preview.data && valid) {
    content =
      preview.data.total === 0 ? (
        <Typography variant="body2">{t('preview.noMatch')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {t('preview.matching', { count: preview.data.total, number: format.number(preview.data.total) })}
          </Typography>
          <List dense disablePadding>
            {preview.data.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={paths.read.getHref({ id: item.id })}
                      target="_blank"
                      underline="hover"
                      lang={item.language}
                      dir="auto"
                    >
                      {item.title}
                    </Link>
                  }
                  secondary={`${item.sourceName} · ${format.dateTime(item.publishedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      );
  }
  const loading = query.trim() !== debounced || validation.isFetching || preview.isFetching;

  return (
    <Box
      component="section"
      aria-label={t('preview.regionLabel')}
      aria-busy={loading}
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('preview.heading')}
      </Typography>
      {loading ? <LinearProgress aria-hidden sx={{ mb: 1 }} /> : null}
      {content}
    </Box>
  );
}
