import { Link as RouterLink } from '@mediawatch/shared/router';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@mediawatch/shared';
import { useSearchPdfs } from '@mediawatch/shared/queries';
import { ErrorState, InlineList, LoadingState, useFormat } from '@mediawatch/shared/ui';

import { useSearchTexts } from './texts';
import { usePdfsTexts } from '../pdfs/texts';
import { Highlight, MARK_SX } from './highlight';

// ----------------------------------------------------------------------

/** The PDF pages matching the search, each linking to the PDF's reader at that page with the query highlighted. */
export function PdfHits({ q }: { q: string }) {
  const { t } = useSearchTexts();
  const { t: tPdfs } = usePdfsTexts();
  const format = useFormat();
  const search = useSearchPdfs({ q, limit: 20 });

  return (
    <Card sx={{ p: 2 }} component="section" aria-label={tPdfs('pdfs.search.results')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {tPdfs('pdfs.search.results')}
      </Typography>
      {search.isError ? (
        <ErrorState title={tPdfs('pdfs.search.failed')} error={search.error} onRetry={() => void search.refetch()} />
      ) : search.isPending ? (
        <LoadingState label={tPdfs('pdfs.search.searching')} />
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {tPdfs('pdfs.search.summary', { count: search.data.total, total: format.number(search.data.total) })}
          </Typography>
          {search.isFetching ? <LinearProgress aria-label={t('search.updating')} sx={{ mb: 2 }} /> : null}
          {search.data.items.length === 0 ? (
            <Typography>{tPdfs('pdfs.search.nothing', { query: q })}</Typography>
          ) : (
            <Stack spacing={2} divider={<Divider flexItem />}>
              {search.data.items.map((hit) => (
                <Stack
                  key={`${hit.pdfId}-${hit.page}`}
                  component="article"
                  spacing={0.5}
                  aria-labelledby={`pdf-hit-${hit.pdfId}-${hit.page}`}
                  sx={MARK_SX}
                >
                  <Typography variant="subtitle1" component="h3" id={`pdf-hit-${hit.pdfId}-${hit.page}`} dir="auto">
                    <Link
                      component={RouterLink}
                      to={paths.pdfArticle.getHref({ id: hit.pdfId, page: String(hit.page), q })}
                      underline="hover"
                    >
                      {hit.title}
                    </Link>
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    <InlineList
                      items={[
                        tPdfs('pdfs.search.pdfs'),
                        tPdfs('pdfs.search.page', { page: format.number(hit.page) }),
                        hit.authors.length > 0 && <bdi key="authors">{hit.authors.join(', ')}</bdi>,
                        hit.year !== null && <bdi key="year">{hit.year}</bdi>,
                      ]}
                    />
                  </Typography>
                  <Typography variant="body2" dir="auto">
                    <Highlight markup={hit.snippet} />
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}
