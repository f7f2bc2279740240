import { useState } from 'react';
import type { Tension, TensionDay } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { useArticles } from '@mediawatch/shared/queries';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, InlineList, useFormat, articlesHref } from '@mediawatch/shared/ui';

import { useTensionTexts } from './texts';
import { useFormatZ } from './use-z';

// ----------------------------------------------------------------------

const ARTICLES_SHOWN = 5;

/** The days of the series beyond 2σ, latest first; each opens on its most negative articles. */
export function FlaggedDays({ tension }: { tension: Tension }) {
  const { t } = useTensionTexts();
  const flagged = tension.days.filter((day) => day.flagged).reverse();
  const [open, setOpen] = useState<string | null>(flagged[0]?.day ?? null);
  return (
    <Card component="section" aria-labelledby="flagged-days-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="flagged-days-title" variant="h6" component="h2">
        {t('tension.flagged.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('tension.flagged.description')}
      </Typography>
      {flagged.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>{t('tension.flagged.none')}</Typography>
      ) : (
        flagged.map((day) => (
          <FlaggedDay
            key={day.day}
            tension={tension}
            day={day}
            expanded={open === day.day}
            onToggle={() => setOpen(open === day.day ? null : day.day)}
          />
        ))
      )}
    </Card>
  );
}

function FlaggedDay({ tension, day, expanded, onToggle }: { tension: Tension; day: TensionDay; expanded: boolean; onToggle: () => void }) {
  const { t } = useTensionTexts();
  const format = useFormat();
  const formatZ = useFormatZ();
  const one = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<span aria-hidden>▾</span>}>
        <Typography variant="subtitle2" component="span">
          {t('tension.flagged.summary', {
            day: format.date(`${day.day}T12:00:00`),
            z: formatZ(day.z),
            // A flagged day has a z, so an N (a day without any toned article has neither).
            negativity: day.negativity === null ? t('tension.unknownNegativity') : one(day.negativity),
            count: format.number(day.count),
            mean: one(day.mean),
            sd: one(day.sd),
          })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DayArticles tension={tension} day={day} />
      </AccordionDetails>
    </Accordion>
  );
}

/** That day's most negative articles of the topic or group, and a link to all of them in the warehouse. */
function DayArticles({ tension, day }: { tension: Tension; day: TensionDay }) {
  const { t } = useTensionTexts();
  const format = useFormat();
  const scope = tension.kind === 'topic' ? { topicId: tension.id } : { groupId: tension.id };
  const articles = useArticles({ ...scope, from: day.start, to: day.end, sort: 'tone', order: 'asc', pageSize: ARTICLES_SHOWN });
  const all = articlesHref({ from: day.day, to: day.day, ...scope, sort: 'tone', order: 'asc' });
  if (articles.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label={t('tension.flagged.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="text" width={`${90 - index * 15}%`} />
        ))}
      </Stack>
    );
  }
  if (articles.isError) {
    return <ErrorState title={t('tension.flagged.failed')} error={articles.error} onRetry={() => void articles.refetch()} />;
  }
  if (articles.data.items.length === 0) return <Typography variant="body2">{t('tension.flagged.noArticles')}</Typography>;
  return (
    <>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('tension.flagged.mostNegative')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {articles.data.items.map((article) => (
          <li key={article.id}>
            <Typography variant="body2" lang={article.language} dir="auto">
              <Link component={RouterLink} to={paths.read.getHref({ id: article.id })}>
                {article.title}
              </Link>
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <InlineList
                items={[
                  article.sourceName,
                  format.time(article.publishedAt),
                  t('tension.flagged.tone', {
                    tone:
                      article.tone === null
                        ? t('tension.unknownNegativity')
                        : format.number(article.tone, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
                  }),
                ]}
              />
            </Typography>
          </li>
        ))}
      </Stack>
      <Link component={RouterLink} to={all} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
        {t('tension.flagged.seeAll', { count: format.number(day.count) })}
      </Link>
    </>
  );
}
