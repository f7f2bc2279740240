import type { ReactNode } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONFIG, paths, useTranslation } from '@mediawatch/shared';

export interface ErrorMessageProps {
  code: string;
  title: string;
  children: ReactNode;
}

/** The body of an error page: a status, a headline, a sentence and a way home. */
export function ErrorMessage({ code, title, children }: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${CONFIG.appName}`}</title>
      <Typography variant="h1" component="p" aria-hidden sx={{ color: 'primary.main', opacity: 0.24, fontWeight: 800 }}>
        {code}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 5 }}>{children}</Typography>
      <Button component={RouterLink} to={paths.root.getHref()} size="large" variant="contained">
        {t('errors.goHome')}
      </Button>
    </>
  );
}
