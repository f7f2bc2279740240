import { Link as RouterLink } from '@mediawatch/shared/router';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { paths, type Alert } from '@mediawatch/shared';

import { useFormat } from '../format/use-format';
import { DoneIcon } from '../icons/done-icon';
import { useMessage, type MessageInput } from '../messages/use-message';
import { useUiTranslation } from '../texts';
import { articlesHref } from '../utils/warehouse-link';

// ----------------------------------------------------------------------

/** An alert's title and reason in the reader's language: its coded messages (docs/decisions/0040-server-texts-as-codes.md), else the stored words. */
export function alertTexts(alert: Alert, say: (message: MessageInput) => string): { title: string; reason: string } {
  return { title: say(alert.titleMessage ?? alert.title), reason: say(alert.reasonMessage ?? alert.reason) };
}

/** Where an alert's articles are: the one article, and the warehouse filtered to the topic's or source's day. */
export function alertHrefs(alert: Alert): { article: string | null; articles: string | null } {
  const day = alert.firedAt.slice(0, 10);
  const article = alert.articleIds.length > 0 ? paths.read.getHref({ id: alert.articleIds[0]! }) : null;
  if (alert.topic) return { article, articles: articlesHref({ topicId: alert.topic.id, from: day, to: day }) };
  if (alert.source) return { article, articles: articlesHref({ sourceId: alert.source.id }) };
  return { article, articles: null };
}

export interface AlertItemProps {
  alert: Alert;
  /** Marks it read; no button when absent or read. */
  onMarkRead?: (alert: Alert) => void;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** A divider below (lists). */
  divider?: boolean;
  /** The level of the alert's title among the page's headings (3 under a section, 2 under the page's title). */
  headingLevel?: 2 | 3;
}

/** One alert: its title and reason in the reader's language, when, links to its articles, and "mark as read". */
export function AlertItem({ alert, onMarkRead, onNavigate, divider = true, headingLevel = 3 }: AlertItemProps) {
  const { t } = useUiTranslation();
  // The links are named by their own words, as they read, and described by the alert's title.
  const titleId = `alert-${alert.id}-title`;
  const format = useFormat();
  const say = useMessage();
  const { title, reason } = alertTexts(alert, say);
  const hrefs = alertHrefs(alert);
  const unread = !alert.read;
  return (
    <ListItem
      divider={divider}
      data-unread={unread}
      aria-label={title}
      sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.selected' : 'transparent', pe: 7 }}
      secondaryAction={
        unread && onMarkRead ? (
          <Tooltip title={t('alerts.markRead')}>
            <IconButton edge="end" aria-label={t('alerts.markReadOf', { title })} onClick={() => onMarkRead(alert)}>
              <DoneIcon />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {unread ? (
            <Box
              role="img"
              aria-label={t('alerts.unread')}
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'info.main', flexShrink: 0 }}
            />
          ) : null}
          <Typography id={titleId} variant="subtitle2" component={`h${headingLevel}`} dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`alerts.kind.${alert.kind}`)} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ typography: 'caption', color: 'text.secondary', flexWrap: 'wrap', alignItems: 'center' }}>
          <time dateTime={alert.firedAt}>{format.dateTime(alert.firedAt)}</time>
          {hrefs.article ? (
            <Link component={RouterLink} to={hrefs.article} onClick={onNavigate} aria-describedby={titleId}>
              {t('alerts.openArticle')}
            </Link>
          ) : null}
          {hrefs.articles && alert.articleCount > 1 ? (
            <Link component={RouterLink} to={hrefs.articles} onClick={onNavigate} aria-describedby={titleId}>
              {t('alerts.seeArticles', { count: format.number(alert.articleCount) })}
            </Link>
          ) : null}
          {hrefs.articles && alert.source && alert.articleCount === 0 ? (
            <Link component={RouterLink} to={hrefs.articles} onClick={onNavigate} aria-describedby={titleId}>
              {t('alerts.seeArticles', { count: '…' })}
            </Link>
          ) : null}
        </Stack>
      </Stack>
    </ListItem>
  );
}
