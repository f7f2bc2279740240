import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ArticleSearchResult } from '@mediawatch/shared';
import { useFormat } from '@mediawatch/shared/ui';

import { useSearchTexts } from './texts';

// ----------------------------------------------------------------------

type Facets = ArticleSearchResult['facets'];

export interface SearchFacetsProps {
  facets: Facets;
  selectedSource?: string;
  selectedLanguage?: string;
  selectedDay?: string;
  onSource: (id: string | undefined) => void;
  onLanguage: (code: string | undefined) => void;
  onDay: (day: string | undefined) => void;
}

function NoBuckets() {
  const { t } = useSearchTexts();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('search.none')}
    </Typography>
  );
}

function FacetList({
  title,
  buckets,
  selected,
  onSelect,
  labelOf = (label) => label,
}: {
  title: string;
  buckets: Facets['sources'];
  selected?: string;
  onSelect: (value: string | undefined) => void;
  labelOf?: (label: string) => string;
}) {
  const format = useFormat();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {buckets.length === 0 ? (
        <NoBuckets />
      ) : (
        <List dense disablePadding>
          {buckets.map((bucket) => (
            <ListItem key={bucket.value} disablePadding>
              <ListItemButton
                selected={selected === bucket.value}
                aria-pressed={selected === bucket.value}
                onClick={() => onSelect(selected === bucket.value ? undefined : bucket.value)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={labelOf(bucket.label)} />
                <Typography variant="caption" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
                  {format.number(bucket.count)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Volume per day as bars; a bar narrows the search to its day. */
function DayFacet({
  buckets,
  selected,
  onSelect,
}: {
  buckets: Facets['days'];
  selected?: string;
  onSelect: (day: string | undefined) => void;
}) {
  const { t } = useSearchTexts();
  const format = useFormat();
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <Box component="section" aria-label={t('search.days')}>
      <Typography variant="subtitle2" component="h2">
        {t('search.days')}
      </Typography>
      {buckets.length === 0 ? (
        <NoBuckets />
      ) : (
        <Stack direction="row" spacing="2px" sx={{ alignItems: 'flex-end', height: 80, mt: 1 }}>
          {buckets.map((bucket) => {
            const total = format.number(bucket.count);
            return (
              <Tooltip key={bucket.value} title={t('search.dayCount', { day: bucket.label, total })}>
                <ButtonBase
                  aria-label={t('search.dayArticles', { day: bucket.label, total, count: bucket.count })}
                  aria-pressed={selected === bucket.value}
                  onClick={() => onSelect(selected === bucket.value ? undefined : bucket.value)}
                  sx={{
                    flex: 1,
                    minWidth: 3,
                    height: `${Math.max(4, (bucket.count / max) * 100)}%`,
                    bgcolor: selected === bucket.value ? 'secondary.main' : 'primary.main',
                    opacity: selected && selected !== bucket.value ? 0.4 : 1,
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              </Tooltip>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** Facets by source, language and day; choosing one narrows the search, choosing it again widens it. */
export function SearchFacets({ facets, selectedSource, selectedLanguage, selectedDay, onSource, onLanguage, onDay }: SearchFacetsProps) {
  const { t } = useSearchTexts();
  const format = useFormat();
  return (
    <Stack spacing={3}>
      <DayFacet buckets={facets.days} selected={selectedDay} onSelect={onDay} />
      <FacetList title={t('search.sources')} buckets={facets.sources} selected={selectedSource} onSelect={onSource} />
      <FacetList
        title={t('search.languages')}
        buckets={facets.languages}
        selected={selectedLanguage}
        onSelect={onLanguage}
        labelOf={format.languageName}
      />
    </Stack>
  );
}
