import { screen, waitFor, within } from '@testing-library/react';
import type { PdfSummary } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, renderWithProviders, type ApiRequest } from '@mediawatch/shared/testing';
import { PdfsView } from './pdfs-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const ID = '6a0c6c1e-0000-4000-8000-000000000001';

function pdf(overrides: Partial<PdfSummary> = {}): PdfSummary {
  return {
    id: ID,
    title: 'Agenda-Setting in Feeds',
    authors: ['Nadia Benali', 'Thomas Whitfield'],
    year: 2023,
    doi: '10.5555/jms.2023.0412',
    status: 'ready',
    error: null,
    pagesTotal: 4,
    pagesDone: 4,
    size: 1000,
    topics: [],
    uploadedBy: 'Léo Martin',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

afterEach(resetApi);

describe('PdfsView', () => {
  it('lists the PDFs with their facts and the progress of one being processed; a viewer cannot upload', async () => {
    signInAs('viewer');
    mockApi((request) =>
      request.path === '/pdf/all'
        ? { status: 200, data: [pdf({ id: 'b', title: 'Long report', status: 'processing', pagesDone: 50, pagesTotal: 200 }), pdf()] }
        : errorReply(404, 'Not found'),
    );
    renderWithProviders(<PdfsView />);
    const list = await screen.findByRole('list', { name: 'PDFs' });
    const ready = within(list).getByRole('listitem', { name: 'Agenda-Setting in Feeds' });
    expect(ready).toHaveTextContent('Nadia Benali, Thomas Whitfield');
    expect(ready).toHaveTextContent('4 pages');
    expect(ready).toHaveTextContent('DOI 10.5555/jms.2023.0412');
    expect(within(ready).getByText('Ready')).toBeInTheDocument();
    const long = within(list).getByRole('listitem', { name: 'Long report' });
    expect(long).toHaveTextContent('Extracting text: page 50 of 200');
    expect(within(long).getByRole('progressbar', { name: 'Text extraction progress of Long report' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.queryByRole('button', { name: 'Upload a PDF' })).not.toBeInTheDocument();
    expect(within(ready).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('uploads a PDF, shows the server’s refusal, then polls the accepted one until it is ready', async () => {
    signInAs('analyst');
    let list: PdfSummary[] = [];
    let polls = 0;
    const requests = mockApi((request: ApiRequest) => {
      if (request.path === '/pdf/upload') {
        const file = (request.body as FormData).get('file') as File;
        if (file.name === 'fake.pdf') {
          return errorReply(415, 'The file is not a PDF that can be read; its content was checked, not its name');
        }
        list = [pdf({ status: 'processing', pagesDone: 0, title: 'New paper' })];
        return { status: 202, data: list[0] };
      }
      if (request.path === '/pdf/all') {
        if (list[0]?.status === 'processing' && ++polls > 1) list = [pdf({ title: 'New paper' })];
        return { status: 200, data: list };
      }
      return errorReply(404, 'Not found');
    });
    const { user } = renderWithProviders(<PdfsView />);
    expect(await screen.findByText('No PDF yet')).toBeInTheDocument();
    const input = screen.getByTestId('pdf-file-input');

    await user.upload(input, new File(['hello'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not upload fake.pdf: The file is not a PDF that can be read; its content was checked, not its name',
    );

    await user.upload(input, new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('paper.pdf is uploaded; its text is being extracted.')).toBeInTheDocument();
    expect(screen.queryByText(/Could not upload/)).not.toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'New paper' });
    expect(item).toHaveTextContent('Extracting text: page 0 of 4');
    await waitFor(() => expect(within(item).getByText('Ready')).toBeInTheDocument(), { timeout: 5000 });
    expect(requests.filter((request) => request.path === '/pdf/upload')).toHaveLength(2);
  });

  it('reads a PDF at the page of a hit with the words highlighted, and moves between pages', async () => {
    signInAs('viewer');
    const requests = mockApi((request) => {
      if (request.path === `/pdf/${ID}`) return { status: 200, data: pdf() };
      const page = /\/page\/(\d+)$/.exec(request.path)?.[1];
      if (page) return { status: 200, data: { page: Number(page), text: `Text of page ${page} about the Gatekeeping of feeds.` } };
      return errorReply(404, 'Not found');
    });
    const { user } = renderWithProviders(<PdfsView />, { route: `/?id=${ID}&page=2&q=gatekeeping` });
    const text = await screen.findByRole('article', { name: 'Text of page 2' });
    expect(text).toHaveTextContent('Text of page 2 about the Gatekeeping of feeds.');
    expect(within(text).getByText('Gatekeeping').tagName).toBe('MARK');
    expect(screen.getByRole('heading', { name: 'Page 2 of 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Text of page 3' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Page number' });
    await user.clear(field);
    await user.type(field, '1{Enter}');
    expect(await screen.findByRole('article', { name: 'Text of page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([`/pdf/${ID}/page/2`, `/pdf/${ID}/page/3`, `/pdf/${ID}/page/1`]),
    );
    expect(screen.getByRole('button', { name: 'Open original PDF' })).toBeInTheDocument();
  });

  it('edits the metadata and shows the server’s validation message', async () => {
    signInAs('analyst');
    const requests = mockApi((request) => {
      if (request.path === '/pdf/all') return { status: 200, data: [pdf()] };
      if (request.path === '/topic/all') return { status: 200, data: [] };
      if (request.path === `/pdf/update/${ID}`) {
        const body = request.body as { year: number | null };
        return body.year === 1200
          ? errorReply(400, 'year: The year is between 1500 and 2200')
          : { status: 200, data: pdf({ year: body.year }) };
      }
      return errorReply(404, 'Not found');
    });
    const { user } = renderWithProviders(<PdfsView />);
    await user.click(await screen.findByRole('button', { name: 'Edit the metadata of Agenda-Setting in Feeds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the metadata' });
    const year = within(dialog).getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('year: The year is between 1500 and 2200')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '2022');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toMatchObject({
      title: 'Agenda-Setting in Feeds',
      authors: ['Nadia Benali', 'Thomas Whitfield'],
      year: 2022,
      doi: '10.5555/jms.2023.0412',
      topicIds: [],
    });
  });
});
