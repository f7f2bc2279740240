import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import type { LiveAlertPayload, LiveArticlePayload, LiveEvent } from '@mediawatch/shared/schemas';
import { useFormat, useMessage } from '@mediawatch/shared/ui';

import { useLiveTexts } from './texts';

// ----------------------------------------------------------------------

export interface LiveEventItemProps {
  event: LiveEvent;
  /** Hide the topic chips (a column already says its topic). */
  hideTopics?: boolean;
}

/** One event of the stream: an article (linked to the reader) or an alert. */
export function LiveEventItem({ event, hideTopics = false }: LiveEventItemProps) {
  const { t } = useLiveTexts();
  const format = useFormat();
  const say = useMessage();
  if (event.type === 'alert') {
    const alert = event.payload as unknown as LiveAlertPayload;
    return (
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color="warning" label={t('live.event.alert')} />
          <Typography variant="subtitle2" component="span" dir="auto">
            {say(alert.titleMessage ?? alert.title)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} dir="auto">
          {say(alert.reasonMessage ?? alert.reason)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {format.fromNow(alert.firedAt ?? event.createdAt)}
        </Typography>
      </Stack>
    );
  }
  const article = event.payload as unknown as LiveArticlePayload;
  return <ArticleLine article={article} hideTopics={hideTopics} />;
}

export interface ArticleLineProps {
  article: Pick<LiveArticlePayload, 'articleId' | 'title' | 'sourceName' | 'publishedAt' | 'tone' | 'topics' | 'language'>;
  hideTopics?: boolean;
}

/** An article in a live list: its title to the reader, its source and time, its topics. */
export function ArticleLine({ article, hideTopics = false }: ArticleLineProps) {
  const { t } = useLiveTexts();
  const format = useFormat();
  return (
    <Stack spacing={0.5}>
      <Link
        component={RouterLink}
        to={paths.read.getHref({ id: article.articleId })}
        variant="subtitle2"
        dir="auto"
        lang={article.language}
      >
        {article.title}
      </Link>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('live.event.publishedBy', { source: article.sourceName, when: format.fromNow(article.publishedAt) })}
        {' · '}
        {article.tone === null
          ? t('live.event.toneUnknown')
          : t('live.event.tone', { tone: format.number(article.tone, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }) })}
      </Typography>
      {!hideTopics && article.topics.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('live.event.topics')}>
          {article.topics.map((topic) => (
            <Chip key={topic.id} size="small" variant="outlined" label={topic.name} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
