import { Link as RouterLink } from '@mediawatch/shared/router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type NoteSummary } from '@mediawatch/shared';

import { useConsiderationsTexts } from './texts';

// ----------------------------------------------------------------------

/** One consideration: its title (opening the note), author, excerpt and tags. */
export function ConsiderationItem({ note }: { note: NoteSummary }) {
  const { t } = useConsiderationsTexts();
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" dir="auto" sx={{ textAlign: 'start' }}>
        <Link component={RouterLink} to={paths.notes.getHref({ id: note.id })}>
          {note.title}
        </Link>
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('considerations.by', { name: note.ownerName })}
      </Typography>
      {note.excerpt ? (
        <Typography variant="body2" dir="auto">
          {note.excerpt}
        </Typography>
      ) : null}
      {note.tags.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {note.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
