import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Source, type SourceGroup } from '@mediawatch/shared';
import { sourceGroupInputSchema } from '@mediawatch/shared/schemas';
import { useCreateSourceGroup, useUpdateSourceGroup } from '@mediawatch/shared/queries';
import { FieldMultiSelect, FieldText, FormDialog, useFormat, useApiErrorText } from '@mediawatch/shared/ui';

import { useSourceGroupsTexts } from './texts';
import { useLocalizedResolver } from '../../utils/localized-resolver';

// ----------------------------------------------------------------------

export interface SourceGroupFormDialogProps {
  group: SourceGroup | null;
  sources: Source[];
  onClose: () => void;
  onSaved: (group: SourceGroup) => void;
}

/** Add or edit a group: its name, description and member sources. */
export function SourceGroupFormDialog({ group, sources, onClose, onSaved }: SourceGroupFormDialogProps) {
  const { t } = useSourceGroupsTexts();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const create = useCreateSourceGroup();
  const update = useUpdateSourceGroup();
  const resolver = useLocalizedResolver(zodResolver(sourceGroupInputSchema));
  const methods = useForm({
    resolver,
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '', sourceIds: group?.sourceIds ?? [] },
  });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const onSubmit = methods.handleSubmit(async (values) => {
    try {
      onSaved(group ? await update.mutateAsync({ id: group.id, update: values }) : await create.mutateAsync(values));
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      title={group ? t('common.editNamed', { name: group.name }) : t('groupForm.addTitle')}
      submitLabel={group ? t('common.save') : t('groupForm.submitAdd')}
      onClose={onClose}
      pending={saving}
      error={error ? apiErrorText(error) : null}
    >
      <FieldText name="name" label={t('common.name')} required />
      <FieldText name="description" label={t('common.description')} multiline minRows={2} />
      <FieldMultiSelect
        name="sourceIds"
        label={t('groupForm.sources')}
        options={sources.map((source) => ({ value: source.id, label: source.name }))}
        helperText={(selected) => t('groupForm.selected', { count: selected.length, number: format.number(selected.length) })}
      />
    </FormDialog>
  );
}
