import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONFIG, useTranslation } from '@mediawatch/shared';
import { Hint } from '@mediawatch/shared/ui';

const OWNER = `${CONFIG.appName} Media Lab`;

/** The fixed owner badge at the foot of the side panel (docs/spec.md §2); a monogram in the mini panel. */
export function OwnerBadge({ mini = false }: { mini?: boolean }) {
  const { t } = useTranslation();
  if (mini) {
    return (
      <Hint title={t('nav.ownerOf', { name: OWNER })} placement="right">
        <Avatar
          aria-label={t('nav.ownerOf', { name: OWNER })}
          role="img"
          sx={{ mx: 'auto', mb: 2, width: 40, height: 40, bgcolor: 'action.selected', color: 'text.primary', fontSize: 14 }}
        >
          {CONFIG.appName.slice(0, 2).toUpperCase()}
        </Avatar>
      </Hint>
    );
  }
  return (
    <Box role="group" aria-label={t('nav.owner')} sx={{ mx: 2, mb: 2, p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}>
      <Typography variant="overline" sx={{ color: 'text.disabled', display: 'block' }}>
        {t('nav.owner')}
      </Typography>
      <Typography variant="subtitle2">{OWNER}</Typography>
    </Box>
  );
}
