import { useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import { paths, type Article } from '@mediawatch/shared';
import { TASK_LIMITS } from '@mediawatch/shared/constants';
import { useCreateTask } from '@mediawatch/shared/queries';
import { NoticeSnackbar, useCan, type Notice, useApiErrorText } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/**
 * The reader's "Create a task": one click puts a task named after the
 * article on top of TO DO, linked to it (its card links back here). Shown
 * to those who manage tasks; the API refuses everyone else anyway.
 */
export function CreateTaskAction({ article }: { article: Pick<Article, 'id' | 'title'> }) {
  const { t } = useTranslate();
  const apiErrorText = useApiErrorText();
  const mayCreate = useCan('manageTasks');
  const create = useCreateTask();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (!mayCreate) return null;

  const onCreate = () =>
    create.mutate(
      { name: article.title.slice(0, TASK_LIMITS.nameMax), articleId: article.id },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('readerTask.created') }),
        onError: (error) => setNotice({ severity: 'error', text: t('readerTask.failed', { message: apiErrorText(error) }) }),
      },
    );

  return (
    <>
      <Button variant="outlined" onClick={onCreate} loading={create.isPending} loadingPosition="start">
        {create.isPending ? t('readerTask.creating') : t('readerTask.create')}
      </Button>
      {create.isSuccess ? (
        <Button component={RouterLink} to={paths.tasks.getHref()} size="small">
          {t('readerTask.open')}
        </Button>
      ) : null}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
