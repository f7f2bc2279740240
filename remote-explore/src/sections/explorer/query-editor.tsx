import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CodedMessageBody } from '@mediawatch/shared';
import { ANALYTICS_RULES } from '@mediawatch/shared/constants';
import { useValidateTopicQuery } from '@mediawatch/shared/queries';
import { QUERY_INPUT_PROPS, QueryHelp, useDebouncedValue, useMessage, useSeriesColors } from '@mediawatch/shared/ui';

import { useExplorerTexts } from './texts';
import { QueryError } from '../search/query-error';

// ----------------------------------------------------------------------

export interface QueryEditorProps {
  queries: string[];
  /** The server's parse error of the last run, by query index. */
  serverError?: { index: number; message: string; coded?: CodedMessageBody; position?: number; length?: number } | null;
  onRun: (queries: string[]) => void;
  /** Opens "save as topic" for a query (absent for roles that cannot). */
  onSave?: (query: string) => void;
}

/** One query's field, checked as it is typed (the parse error at its position). */
function QueryField({
  index,
  value,
  color,
  onChange,
  onRemove,
  onSave,
  serverError,
}: {
  index: number;
  value: string;
  color: string;
  onChange: (value: string) => void;
  onRemove?: () => void;
  onSave?: () => void;
  serverError?: QueryEditorProps['serverError'];
}) {
  const { t } = useExplorerTexts();
  const typed = useDebouncedValue(value.trim(), 300);
  const check = useValidateTopicQuery(typed);
  const say = useMessage();
  const error = check.data && !check.data.valid && check.data.error ? check.data.error : serverError?.index === index ? serverError : null;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ width: 6, alignSelf: 'stretch', borderRadius: 1, bgcolor: color, my: 1 }} />
        <TextField
          label={t('explorer.query', { n: index + 1 })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          fullWidth
          size="small"
          error={!!error}
          helperText={index === 0 ? t('explorer.queryHelp') : undefined}
          slotProps={{ htmlInput: QUERY_INPUT_PROPS }}
        />
        {onSave && value.trim() && !error ? (
          <Button size="small" onClick={onSave} sx={{ flexShrink: 0, mt: 0.5 }}>
            {t('explorer.saveTopic')}
          </Button>
        ) : null}
        {onRemove ? (
          <IconButton aria-label={t('explorer.removeQuery', { n: index + 1 })} onClick={onRemove} size="small" sx={{ mt: 0.5 }}>
            <span aria-hidden>×</span>
          </IconButton>
        ) : null}
      </Stack>
      {error && value.trim() ? (
        <Box sx={{ mt: 1, marginInlineStart: 2 }}>
          <QueryError query={value.trim()} message={say(error.coded ?? error.message)} position={error.position} length={error.length} />
        </Box>
      ) : null}
    </Box>
  );
}

/** Up to four queries, each with its colour on the charts; Explore runs them. */
export function QueryEditor({ queries, serverError, onRun, onSave }: QueryEditorProps) {
  const { t } = useExplorerTexts();
  const colors = useSeriesColors();
  const [drafts, setDrafts] = useState<string[]>(queries.length ? queries : ['']);

  // Back, forward, a shared link or a run change the queries in the URL: the fields follow. Keyed by
  // value, not by array: a filter change gives a new array with the same queries, and must not wipe a
  // query typed but not yet run (react-router commits a navigation in a transition, so the filter's
  // URL can land after the next keystrokes).
  const submitted = JSON.stringify(queries);
  useEffect(() => {
    const next = JSON.parse(submitted) as string[];
    setDrafts(next.length ? next : ['']);
  }, [submitted]);

  const set = (index: number, value: string) => setDrafts((current) => current.map((item, i) => (i === index ? value : item)));
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('explorer.queries')}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        onRun(drafts.map((draft) => draft.trim()).filter(Boolean));
      }}
    >
      {drafts.map((draft, index) => (
        <QueryField
          key={index}
          index={index}
          value={draft}
          color={colors[index % colors.length]!}
          onChange={(value) => set(index, value)}
          onRemove={drafts.length > 1 ? () => setDrafts((current) => current.filter((_, i) => i !== index)) : undefined}
          onSave={onSave ? () => onSave(draft.trim()) : undefined}
          serverError={serverError}
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button type="submit" variant="contained">
          {t('explorer.run')}
        </Button>
        {drafts.length < ANALYTICS_RULES.exploreQueriesMax ? (
          <Button onClick={() => setDrafts((current) => [...current, ''])}>{t('explorer.addQuery')}</Button>
        ) : null}
      </Stack>
      <QueryHelp />
    </Stack>
  );
}
