import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type HistoricalEvent } from '@mediawatch/shared';
import { useFormat } from '@mediawatch/shared/ui';

import { useHistoricalEventsTexts } from './texts';

// ----------------------------------------------------------------------

const ARTICLES_SHOWN = 5;

/** A button on an event's card: its visible name, and its accessible label naming the event. */
export interface EventCardAction {
  label: string;
  name: string;
  onClick: () => void;
  variant?: 'contained' | 'outlined' | 'text';
}

export interface EventCardProps {
  event: HistoricalEvent;
  /** The actions an analyst may take (none for a viewer). */
  actions?: EventCardAction[];
  /** The level of its title: 3 in the proposals (under their h2), 4 in the timeline (under a month's h3). */
  headingLevel?: 3 | 4;
}

/** One event: date, title, category, mentions and tone, description, its linked articles (each opens the reader). */
export function EventCard({ event, actions = [], headingLevel = 4 }: EventCardProps) {
  const { t } = useHistoricalEventsTexts();
  const format = useFormat();
  const tone =
    event.tone === null
      ? t('historicalEvents.noTone')
      : t('historicalEvents.tone', { value: format.number(event.tone, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }) });
  const hidden = event.mentionCount - Math.min(ARTICLES_SHOWN, event.articles.length);
  return (
    <Stack component="article" spacing={1} aria-labelledby={`event-${event.id}`} sx={{ py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={event.date} sx={{ minWidth: 110 }}>
          {format.date(`${event.date}T12:00:00`)}
        </Typography>
        <Typography variant="subtitle1" component={`h${headingLevel}`} id={`event-${event.id}`} sx={{ flexGrow: 1, fontWeight: 600 }}>
          {event.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={t(`historicalEvents.categories.${event.category}`)} />
          <Chip size="small" variant="outlined" label={t('historicalEvents.mentions', { count: event.mentionCount })} />
          <Chip size="small" variant="outlined" label={tone} />
        </Stack>
      </Stack>
      {event.topicName && event.status === 'proposed' ? (
        <Typography variant="body2" color="text.secondary">
          {t('historicalEvents.proposed.fromTopic', { topic: event.topicName })}
        </Typography>
      ) : null}
      {event.description ? (
        <Typography variant="body2" dir="auto">
          {event.description}
        </Typography>
      ) : null}
      {event.articles.length > 0 ? (
        <ul aria-label={t('historicalEvents.articles', { title: event.title })} style={{ margin: 0, paddingInlineStart: 20 }}>
          {event.articles.slice(0, ARTICLES_SHOWN).map((article) => (
            <li key={article.id}>
              <Typography variant="body2">
                <Link component={RouterLink} to={paths.read.getHref({ id: article.id })}>
                  {article.title}
                </Link>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {article.sourceName}
                </Typography>
              </Typography>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <Typography variant="caption" color="text.secondary">
                {t('historicalEvents.moreArticles', { count: hidden })}
              </Typography>
            </li>
          ) : null}
        </ul>
      ) : null}
      {actions.length > 0 ? (
        <Stack direction="row" spacing={1}>
          {actions.map((action) => (
            <Button
              key={action.name}
              size="small"
              variant={action.variant ?? 'outlined'}
              aria-label={action.label}
              onClick={action.onClick}
            >
              {action.name}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
