import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiError, type FeedDiscoveryResult, type SourceInput } from '@mediawatch/shared';
import { feedDiscoveryBodySchema } from '@mediawatch/shared/schemas';
import { useDiscoverFeeds } from '@mediawatch/shared/queries';
import { FieldText, FormDialog, useFormat, useMessage } from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';
import { useLocalizedResolver } from '../../utils/localized-resolver';
import { FORMAT_NAMES } from './test-feed-results';

// ----------------------------------------------------------------------

export interface DiscoverFeedsDialogProps {
  onClose: () => void;
  /** The chosen feeds, with what the site says of itself: the new source's form starts from them. */
  onChosen: (source: Partial<SourceInput>) => void;
}

type Found = FeedDiscoveryResult['feeds'][number];

/** The feeds ticked at first: every readable one the page names, else the first found at a usual address. */
function preselected(result: FeedDiscoveryResult): string[] {
  const readable = result.feeds.filter((feed) => feed.ok);
  const named = readable.filter((feed) => feed.via !== 'common');
  return (named.length > 0 ? named : readable.slice(0, 1)).map((feed) => feed.url);
}

/** "Add a source from its homepage": finds a site's feeds, shows what each holds, and starts a source from the chosen ones. */
export function DiscoverFeedsDialog({ onClose, onChosen }: DiscoverFeedsDialogProps) {
  const { t } = useSourcesTexts();
  const format = useFormat();
  const say = useMessage();
  const discover = useDiscoverFeeds();
  const resolver = useLocalizedResolver(zodResolver(feedDiscoveryBodySchema));
  const methods = useForm({ resolver, defaultValues: { url: '' } });
  const [result, setResult] = useState<FeedDiscoveryResult | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  // Enter in the address finds the feeds; once found, the button goes on with the chosen ones.
  const onSubmit = methods.handleSubmit(async ({ url }) => {
    if (result && result.url === url) {
      const feeds = result.feeds.filter((feed) => chosen.includes(feed.url));
      onChosen({
        name: result.title ?? feeds[0]?.title ?? new URL(result.finalUrl).hostname,
        homepage: feeds[0]?.via === 'address' ? new URL(result.finalUrl).origin : result.finalUrl,
        feedUrls: feeds.map((feed) => feed.url),
        language: result.language ?? feeds.find((feed) => feed.language)?.language ?? 'en',
      });
      return;
    }
    try {
      const found = await discover.mutateAsync(url);
      setResult(found);
      setChosen(preselected(found));
    } catch {
      // Shown from the mutation's error.
    }
  });

  const toggle = (url: string) =>
    setChosen((current) => (current.includes(url) ? current.filter((item) => item !== url) : [...current, url]));

  const describe = (feed: Found) => {
    const parts = [
      t('discover.items', {
        format: feed.format ? FORMAT_NAMES[feed.format] : '',
        count: feed.itemCount,
        number: format.number(feed.itemCount),
      }),
    ];
    if (feed.lastItem) {
      parts.push(
        feed.lastItem.publishedAt
          ? t('discover.latest', { title: feed.lastItem.title, date: format.dateTime(feed.lastItem.publishedAt) })
          : t('discover.latestUndated', { title: feed.lastItem.title }),
      );
    }
    if (feed.via === 'common') parts.push(t('discover.common'));
    if (feed.malformed) parts.push(t('discover.malformed'));
    return parts.join(' · ');
  };

  const current = result && result.url === methods.watch('url') ? result : null;
  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      title={t('discover.title')}
      submitLabel={current ? t('discover.continue', { count: chosen.length, number: format.number(chosen.length) }) : t('discover.find')}
      submitDisabled={!!current && chosen.length === 0}
      onClose={onClose}
      pending={discover.isPending}
      error={discover.error ? toApiError(discover.error).message : null}
      maxWidth="md"
    >
      <FieldText
        name="url"
        label={t('discover.address')}
        required
        helperText={t('discover.addressHelp')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {current?.error ? (
        <Alert severity="error">{t('discover.pageFailed', { message: say(current.errorMessage ?? current.error) })}</Alert>
      ) : null}
      {current && !current.error && current.feeds.length === 0 ? <Alert severity="info">{t('discover.none')}</Alert> : null}
      {current && current.feeds.length > 0 ? (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('discover.found', { site: current.title ?? current.finalUrl })}
          </Typography>
          {current.feeds.map((feed) => (
            <Stack key={feed.url}>
              <FormControlLabel
                control={<Checkbox checked={chosen.includes(feed.url)} disabled={!feed.ok} onChange={() => toggle(feed.url)} />}
                label={<bdi>{feed.title ?? feed.url}</bdi>}
              />
              <Typography
                variant="caption"
                sx={{ color: feed.ok ? 'text.secondary' : 'error.main', marginInlineStart: 4, overflowWrap: 'anywhere' }}
              >
                <bdi dir="ltr">{feed.url}</bdi> · {feed.ok ? describe(feed) : say(feed.errorMessage ?? feed.error)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
