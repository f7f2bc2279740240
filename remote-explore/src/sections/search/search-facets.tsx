import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ArticleSearchResult } from '@mediawatch/shared';

import { languageName } from '../../utils/format';

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
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {buckets.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None
        </Typography>
      ) : (
        <List dense disablePadding>
          {buckets.map((bucket) => (
            <ListItemButton
              key={bucket.value}
              selected={selected === bucket.value}
              aria-pressed={selected === bucket.value}
              onClick={() => onSelect(selected === bucket.value ? undefined : bucket.value)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText primary={labelOf(bucket.label)} />
              <Typography variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                {bucket.count.toLocaleString('en')}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Volume per day as bars; a bar narrows the search to its day. */
function DayFacet({ buckets, selected, onSelect }: { buckets: Facets['days']; selected?: string; onSelect: (day: string | undefined) => void }) {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <Box component="section" aria-label="Days">
      <Typography variant="subtitle2" component="h2">
        Days
      </Typography>
      {buckets.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None
        </Typography>
      ) : (
        <Stack direction="row" spacing="2px" sx={{ alignItems: 'flex-end', height: 80, mt: 1 }}>
          {buckets.map((bucket) => (
            <Tooltip key={bucket.value} title={`${bucket.label}: ${bucket.count}`}>
              <ButtonBase
                aria-label={`${bucket.label}: ${bucket.count} article${bucket.count === 1 ? '' : 's'}`}
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
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Facets by source, language and day; choosing one narrows the search, choosing it again widens it. */
export function SearchFacets({ facets, selectedSource, selectedLanguage, selectedDay, onSource, onLanguage, onDay }: SearchFacetsProps) {
  return (
    <Stack spacing={3}>
      <DayFacet buckets={facets.days} selected={selectedDay} onSelect={onDay} />
      <FacetList title="Sources" buckets={facets.sources} selected={selectedSource} onSelect={onSource} />
      <FacetList title="Languages" buckets={facets.languages} selected={selectedLanguage} onSelect={onLanguage} labelOf={languageName} />
    </Stack>
  );
}
