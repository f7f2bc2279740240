import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSourceGroups, useSources } from '@mediawatch/shared/queries';
import { useFormat } from '@mediawatch/shared/ui';

import { useExplorerTexts } from './texts';
import type { ExploreState, Interval } from './explore-state';

// ----------------------------------------------------------------------

const FIELD = { minWidth: { xs: 'calc(50% - 6px)', md: 180 }, flex: { xs: '1 1 calc(50% - 6px)', md: '0 1 auto' } } as const;

/** Groups, sources, languages, the days and the bucket. */
export function ExploreFilters({ state, onChange }: { state: ExploreState; onChange: (patch: Partial<ExploreState>) => void }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const groups = useSourceGroups();
  const sources = useSources();
  const languages = [...new Set((sources.data ?? []).map((source) => source.language))].sort();
  const multi = (key: 'groupId' | 'sourceId' | 'language', label: string, options: Array<{ value: string; label: string }>) => (
    <TextField
      select
      size="small"
      label={label}
      value={state[key]}
      onChange={(event) => onChange({ [key]: event.target.value as unknown as string[] })}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).map((value) => options.find((option) => option.value === value)?.label ?? value).join(', '),
        },
      }}
      sx={FIELD}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={t('explorer.filters')}
    >
      {multi(
        'groupId',
        t('explorer.groups'),
        (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
      )}
      {multi(
        'sourceId',
        t('explorer.sources'),
        (sources.data ?? []).map((source) => ({ value: source.id, label: source.name })),
      )}
      {multi(
        'language',
        t('explorer.languages'),
        languages.map((code) => ({ value: code, label: format.languageName(code) })),
      )}
      <TextField
        type="date"
        size="small"
        label={t('explorer.from')}
        value={state.from}
        onChange={(event) => event.target.value && onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.to } }}
        sx={FIELD}
      />
      <TextField
        type="date"
        size="small"
        label={t('explorer.to')}
        value={state.to}
        onChange={(event) => event.target.value && onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from } }}
        sx={FIELD}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.interval}
        onChange={(_, interval: Interval | null) => interval && onChange({ interval })}
        aria-label={t('explorer.interval')}
      >
        {(['day', 'week', 'month'] as const).map((interval) => (
          <ToggleButton key={interval} value={interval}>
            {t(`explorer.${interval}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
