import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { toApiError, type Source, type SourceGroup } from '@mediawatch/shared';
import { sourceGroupInputSchema } from '@mediawatch/shared/schemas';

import { useCreateSourceGroup } from '../../api/create-source-group';
import { useUpdateSourceGroup } from '../../api/update-source-group';
import { FieldMultiSelect } from '../../components/form/field-multi-select';
import { FieldText } from '../../components/form/field-text';

// ----------------------------------------------------------------------

export interface SourceGroupFormDialogProps {
  group: SourceGroup | null;
  sources: Source[];
  onClose: () => void;
  onSaved: (group: SourceGroup) => void;
}

/** Add or edit a group: its name, description and member sources. */
export function SourceGroupFormDialog({ group, sources, onClose, onSaved }: SourceGroupFormDialogProps) {
  const create = useCreateSourceGroup();
  const update = useUpdateSourceGroup();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(sourceGroupInputSchema),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '', sourceIds: group?.sourceIds ?? [] },
  });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const onSubmit = handleSubmit(async (values) => {
    onSaved(group ? await update.mutateAsync({ id: group.id, update: values }) : await create.mutateAsync(values));
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="group-form-title" maxWidth="sm" fullWidth>
      <DialogTitle id="group-form-title">{group ? `Edit ${group.name}` : 'Add source group'}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{toApiError(error).message}</Alert> : null}
            <FieldText control={control} name="name" label="Name" required />
            <FieldText control={control} name="description" label="Description" multiline minRows={2} />
            <FieldMultiSelect
              control={control}
              name="sourceIds"
              label="Sources"
              options={sources.map((source) => ({ value: source.id, label: source.name }))}
              helperText={(selected) => `${selected.length} selected`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {group ? 'Save' : 'Add group'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
