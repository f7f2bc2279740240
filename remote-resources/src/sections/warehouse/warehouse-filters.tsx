import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { useWarehouseTexts } from './texts';
import type { WarehouseFilter } from './warehouse-filter';

// ----------------------------------------------------------------------

/** Two fields a row on a phone (the row's gap is 12 px); their own width from a tablet on. */
const FIELD_SX = { width: { xs: 'calc(50% - 6px)', sm: 'auto' } } as const;

export interface FilterOption {
  value: string;
  label: string;
}

export interface WarehouseFiltersProps {
  filter: WarehouseFilter;
  sources: FilterOption[];
  groups: FilterOption[];
  topics: FilterOption[];
  languages: FilterOption[];
  /** Changes some fields of the filter; the page goes back to 1. */
  onChange: (patch: Partial<WarehouseFilter>) => void;
  onClear: () => void;
}

function MultiSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string[];
  options: FilterOption[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useWarehouseTexts();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      sx={{ ...FIELD_SX, minWidth: { sm: 160 }, maxWidth: { sm: 240 } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).map((id) => options.find((option) => option.value === id)?.label ?? id).join(', '),
        },
      }}
    >
      {options.length === 0 ? (
        <MenuItem disabled value="">
          {t('filters.noneAvailable')}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}

/** Source, group, topic, language, published date range and tone range. */
export function WarehouseFilters({ filter, sources, groups, topics, languages, onChange, onClear }: WarehouseFiltersProps) {
  const { t } = useWarehouseTexts();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={t('filters.label')}
    >
      <MultiSelect label={t('filters.sources')} value={filter.sourceId} options={sources} onChange={(sourceId) => onChange({ sourceId })} />
      <MultiSelect label={t('filters.groups')} value={filter.groupId} options={groups} onChange={(groupId) => onChange({ groupId })} />
      <MultiSelect label={t('filters.topics')} value={filter.topicId} options={topics} onChange={(topicId) => onChange({ topicId })} />
      <MultiSelect
        label={t('filters.languages')}
        value={filter.language}
        options={languages}
        onChange={(language) => onChange({ language })}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.from')}
        value={filter.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={FIELD_SX}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.to')}
        value={filter.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={FIELD_SX}
      />
      <TextField
        type="number"
        size="small"
        label={t('filters.toneFrom')}
        value={filter.toneMin}
        onChange={(event) => onChange({ toneMin: event.target.value })}
        sx={{ width: { xs: FIELD_SX.width.xs, sm: 140 } }}
        slotProps={{ htmlInput: { step: 0.5 } }}
      />
      <TextField
        type="number"
        size="small"
        label={t('filters.toneTo')}
        value={filter.toneMax}
        onChange={(event) => onChange({ toneMax: event.target.value })}
        sx={{ width: { xs: FIELD_SX.width.xs, sm: 140 } }}
        slotProps={{ htmlInput: { step: 0.5 } }}
      />
      <Button onClick={onClear}>{t('filters.clear')}</Button>
    </Stack>
  );
}
