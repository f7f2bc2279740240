import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ArticleSearchHit, type Ejournal, type EjournalArticle, type EjournalSection } from '@mediawatch/shared';
import { EJOURNAL_LIMITS } from '@mediawatch/shared/constants';
import { ejournalConflictOf, usePublishEjournal, useSaveEjournal } from '@mediawatch/shared/queries';
import { ConfirmDialog, useApiErrorText } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';
import { ArticlePicker } from './article-picker';
import { IssueDocument } from './issue-document';
import { SectionBoard } from './section-board';

// ----------------------------------------------------------------------

interface Draft {
  title: string;
  introduction: string;
  sections: EjournalSection[];
}

const draftOf = (issue: Ejournal): Draft => ({ title: issue.title, introduction: issue.introduction, sections: issue.sections });

const newSectionId = () => `s-${crypto.randomUUID().slice(0, 8)}`;

const excerptOf = (hit: ArticleSearchHit): EjournalArticle => ({
  id: hit.id,
  title: hit.title,
  url: hit.url,
  sourceName: hit.sourceName,
  publishedAt: hit.publishedAt,
  language: hit.language,
  excerpt: hit.summary,
});

/**
 * A draft issue: its title, introduction and sections (articles picked from
 * the search box, ordered by drag and drop, each with an editorial note),
 * saved by version (a 409 says someone else saved first and offers their
 * version), previewed as readers will see it, and published.
 */
export function IssueEditor({ issue, onPublished }: { issue: Ejournal; onPublished: (issue: Ejournal) => void }) {
  const { t } = useEjournalTexts();
  const apiErrorText = useApiErrorText();
  const [base, setBase] = useState(issue);
  const [draft, setDraft] = useState<Draft>(() => draftOf(issue));
  const [added, setAdded] = useState<EjournalArticle[]>([]);
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveEjournal();
  const publish = usePublishEjournal();
  const conflict = ejournalConflictOf(save.error) ?? ejournalConflictOf(publish.error);

  const articles = useMemo(() => new Map([...base.articles, ...added].map((article) => [article.id, article])), [base.articles, added]);
  const inIssue = useMemo(
    () => new Set(draft.sections.flatMap((section) => section.items.map((item) => item.articleId))),
    [draft.sections],
  );
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(base));
  const pending = save.isPending || publish.isPending;
  const failure = save.error ?? publish.error;
  const titleMissing = draft.title.trim().length === 0;

  const change = (next: Partial<Draft>) => setDraft((now) => ({ ...now, ...next }));

  const addArticle = (hit: ArticleSearchHit) => {
    setAdded((now) => [...now, excerptOf(hit)]);
    setDraft((now) => {
      const item = { articleId: hit.id, note: '' };
      if (now.sections.length === 0) {
        return { ...now, sections: [{ id: newSectionId(), title: t('ejournal.editor.defaultSection'), items: [item] }] };
      }
      const last = now.sections.length - 1;
      return {
        ...now,
        sections: now.sections.map((section, index) => (index === last ? { ...section, items: [...section.items, item] } : section)),
      };
    });
  };

  const saveDraft = async (): Promise<Ejournal | null> => {
    try {
      const saved = await save.mutateAsync({ id: base.id, save: { version: base.version, ...draft } });
      setBase(saved);
      setDraft(draftOf(saved));
      setAdded([]);
      return saved;
    } catch {
      return null;
    }
  };

  const publishNow = async () => {
    const saved = dirty ? await saveDraft() : base;
    if (!saved) return setConfirming(false);
    try {
      const published = await publish.mutateAsync({ id: saved.id, version: saved.version });
      setConfirming(false);
      onPublished(published);
    } catch {
      setConfirming(false);
    }
  };

  const loadSaved = () => {
    if (!conflict) return;
    save.reset();
    publish.reset();
    setBase(conflict);
    setDraft(draftOf(conflict));
    setAdded([]);
    if (conflict.status === 'published') onPublished(conflict);
  };

  const status = pending ? t('ejournal.editor.saving') : dirty ? t('ejournal.editor.unsaved') : t('ejournal.editor.saved');

  return (
    <Stack spacing={2} component="section" aria-label={t('ejournal.editor.label')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void saveDraft()} disabled={!dirty || pending || titleMissing}>
          {t('ejournal.editor.save')}
        </Button>
        <Button variant="outlined" onClick={() => setPreview((now) => !now)} aria-pressed={preview}>
          {preview ? t('ejournal.editor.edit') : t('ejournal.editor.preview')}
        </Button>
        <Button
          variant="contained"
          color="success"
          onClick={() => setConfirming(true)}
          disabled={pending || inIssue.size === 0 || titleMissing}
        >
          {t('ejournal.editor.publish')}
        </Button>
        <Typography variant="body2" role="status" sx={{ color: dirty ? 'warning.main' : 'text.secondary' }}>
          {status}
        </Typography>
      </Stack>
      {inIssue.size === 0 ? <Alert severity="info">{t('ejournal.editor.publishEmpty')}</Alert> : null}
      {conflict ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={loadSaved}>
              {t('ejournal.editor.loadSaved')}
            </Button>
          }
        >
          {conflict.status === 'published' ? apiErrorText(failure) : t('ejournal.editor.conflict')}
        </Alert>
      ) : failure ? (
        <Alert severity="error">{apiErrorText(failure)}</Alert>
      ) : null}

      {preview ? (
        <Box sx={{ p: { xs: 2, md: 4 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <IssueDocument
            headingId="ejournal-preview-title"
            issue={{ ...draft, articles: [...articles.values()], edition: base.edition, publishedAt: null, ownerName: base.ownerName }}
          />
        </Box>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <TextField
                label={t('ejournal.editor.title')}
                value={draft.title}
                onChange={(event) => change({ title: event.target.value })}
                required
                error={titleMissing}
                slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.titleMax, dir: 'auto' } }}
              />
              <TextField
                label={t('ejournal.editor.introduction')}
                value={draft.introduction}
                onChange={(event) => change({ introduction: event.target.value })}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: EJOURNAL_LIMITS.introductionMax, dir: 'auto' } }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="h6" component="h2">
                  {t('ejournal.editor.sections')}
                </Typography>
                <Button
                  size="small"
                  disabled={draft.sections.length >= EJOURNAL_LIMITS.sectionsMax}
                  onClick={() =>
                    change({ sections: [...draft.sections, { id: newSectionId(), title: t('ejournal.editor.newSection'), items: [] }] })
                  }
                >
                  {t('ejournal.editor.addSection')}
                </Button>
              </Stack>
              <SectionBoard sections={draft.sections} articles={articles} onChange={(sections) => change({ sections })} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ArticlePicker inIssue={inIssue} onAdd={addArticle} />
          </Grid>
        </Grid>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('ejournal.editor.publishTitle', { title: draft.title })}
        content={t('ejournal.editor.publishText')}
        confirmLabel={t('ejournal.editor.publish')}
        onConfirm={() => void publishNow()}
        onClose={() => setConfirming(false)}
        pending={pending}
      />
    </Stack>
  );
}
