import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, type ArticleSearchHit } from '@mediawatch/shared';
import { ARTICLE_LIMITS } from '@mediawatch/shared/constants';
import { useSearchArticles } from '@mediawatch/shared/queries';
import { useDebouncedValue, useFormat } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';

// ----------------------------------------------------------------------

/** A search box over the stored articles (the Search page's API and language), each hit with an "Add" button. */
export function ArticlePicker({ inIssue, onAdd }: { inIssue: ReadonlySet<string>; onAdd: (hit: ArticleSearchHit) => void }) {
  const { t } = useEjournalTexts();
  const format = useFormat();
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 300);
  const search = useSearchArticles({ q: query, pageSize: 8, sort: 'relevance' });
  const resultsId = useId();

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${resultsId}-label`} sx={{ p: 2 }}>
      <Typography id={`${resultsId}-label`} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('ejournal.search.label')}
      </Typography>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('ejournal.search.label')}
        placeholder={t('ejournal.search.placeholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ARTICLE_LIMITS.queryMax, dir: 'auto', 'aria-controls': resultsId } }}
      />
      <div id={resultsId} role="status" aria-live="polite">
        {query && search.isFetching && !search.data ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('ejournal.search.searching')}
          </Typography>
        ) : null}
        {query && search.isError ? (
          <Typography variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {toApiError(search.error).message}
          </Typography>
        ) : null}
        {query && search.data && search.data.items.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('ejournal.search.nothing')}
          </Typography>
        ) : null}
      </div>
      {query && search.data && search.data.items.length > 0 ? (
        <List dense aria-label={t('ejournal.search.results')} sx={{ mt: 1 }}>
          {search.data.items.map((hit) => {
            const added = inIssue.has(hit.id);
            return (
              <ListItem
                key={hit.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    variant={added ? 'text' : 'outlined'}
                    disabled={added}
                    aria-label={added ? undefined : t('ejournal.search.add', { title: hit.title })}
                    onClick={() => onAdd(hit)}
                  >
                    {added ? t('ejournal.search.inIssue') : t('ejournal.search.addShort')}
                  </Button>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={hit.title}
                  secondary={`${hit.sourceName} · ${format.date(hit.publishedAt)}`}
                  slotProps={{ primary: { dir: 'auto', sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Paper>
  );
}
