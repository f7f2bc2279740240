import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import type { WarehouseFilter } from './warehouse-filter';

// ----------------------------------------------------------------------

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

function MultiSelect({ label, value, options, onChange }: { label: string; value: string[]; options: FilterOption[]; onChange: (value: string[]) => void }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      sx={{ minWidth: 160, maxWidth: 240 }}
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
          None available
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
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label="Filters">
      <MultiSelect label="Sources" value={filter.sourceId} options={sources} onChange={(sourceId) => onChange({ sourceId })} />
      <MultiSelect label="Groups" value={filter.groupId} options={groups} onChange={(groupId) => onChange({ groupId })} />
      <MultiSelect label="Topics" value={filter.topicId} options={topics} onChange={(topicId) => onChange({ topicId })} />
      <MultiSelect label="Languages" value={filter.language} options={languages} onChange={(language) => onChange({ language })} />
      <TextField
        type="date"
        size="small"
        label="Published from"
        value={filter.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="Published to"
        value={filter.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="number"
        size="small"
        label="Tone from"
        value={filter.toneMin}
        onChange={(event) => onChange({ toneMin: event.target.value })}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { step: 0.5 } }}
      />
      <TextField
        type="number"
        size="small"
        label="Tone to"
        value={filter.toneMax}
        onChange={(event) => onChange({ toneMax: event.target.value })}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { step: 0.5 } }}
      />
      <Button onClick={onClear}>Clear filters</Button>
    </Stack>
  );
}
