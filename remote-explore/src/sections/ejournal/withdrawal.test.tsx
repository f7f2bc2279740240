import { cleanup, screen, within } from '@testing-library/react';
import { changeLanguage, type Ejournal } from '@mediawatch/shared';
import { errorReply, mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';

import EjournalIssuePage from '../../pages/ejournal-issue-page';
import { issue } from './fixtures';

// Withdrawn and corrected editions (docs/decisions/0046-withdrawn-editions.md):
// the curator's dialog asks a reason and sends it; the edition then reads
// with its notice, in English and Arabic; a correction links back.

const WITHDRAWN_AT = '2026-11-25T10:00:00.000Z';

function serve(initial: Ejournal) {
  let current = initial;
  const requests = mockApi((request) => {
    if (request.path === `/ejournal/${current.id}`) return { status: 200, data: current };
    if (request.path === `/ejournal/withdraw/${current.id}`) {
      const { reason } = request.body as { reason: string };
      if (reason === 'fail') return errorReply(409, 'This edition is already withdrawn');
      if (reason === 'too long') {
        return errorReply(400, 'reason: A reason must be at most 2000 characters', {
          coded: { code: 'validation.tooLong', params: { field: 'reason', max: 2000 } },
          issues: [{ code: 'validation.tooLong', params: { field: 'reason', max: 2000 } }],
        });
      }
      current = { ...current, canWithdraw: false, withdrawal: { at: WITHDRAWN_AT, reason, byName: 'Léo Martin' } };
      return { status: 200, data: current };
    }
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'missing' } };
  });
  return requests;
}

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const renderPage = () => renderWithProviders(<EjournalIssuePage />, { route: '/dashboard/ejournal/i1', path: '/dashboard/ejournal/:id' });

describe('withdrawing an edition', () => {
  it('asks the reason in a dialog, sends it, and shows the notice', async () => {
    signInAs('analyst');
    const requests = serve(issue({ canWithdraw: true }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw edition 1 of “The week in energy”?' });
    const submit = within(dialog).getByRole('button', { name: 'Withdraw the edition' });
    // No reason, no withdrawal.
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  The grid figures were misread.  ');
    await user.click(submit);

    const notice = await screen.findByRole('note', { name: 'Withdrawn' });
    expect(notice).toHaveTextContent('This edition was withdrawn on');
    expect(notice).toHaveTextContent('by Léo Martin');
    expect(notice).toHaveTextContent('Reason: The grid figures were misread.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/ejournal/withdraw/i1', { reason: 'The grid figures were misread.' }],
    ]);
    // The edition is still readable under its notice.
    expect(screen.getByRole('heading', { level: 1, name: 'The week in energy' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s answer when the withdrawal is refused', async () => {
    signInAs('admin');
    serve(issue({ canWithdraw: true }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'fail');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the edition' }));
    expect(await within(dialog).findByText('This edition is already withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Withdrawn' })).not.toBeInTheDocument();
  });

  it('words a refused field in the reader’s language (a schema’s 400 as codes)', async () => {
    await changeLanguage('fr');
    signInAs('analyst');
    serve(issue({ canWithdraw: true }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retirer' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'too long');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’édition' }));
    expect(await within(dialog).findByText('reason : la longueur doit être d’au plus 2 000 caractères')).toBeInTheDocument();
    expect(within(dialog).queryByText(/at most/)).not.toBeInTheDocument();
  });

  it('offers no withdrawal to whoever may not withdraw', async () => {
    signInAs('viewer');
    serve(issue({ canWithdraw: false }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'The week in energy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('reads a withdrawn edition in Arabic, with the link to its correction', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    serve(
      issue({
        withdrawal: { at: WITHDRAWN_AT, reason: 'أرقام خاطئة', byName: 'Léo Martin' },
        correctedBy: { id: 'i2', edition: 2 },
      }),
    );
    renderPage();
    const notice = await screen.findByRole('note', { name: 'مسحوب' });
    expect(notice).toHaveTextContent('السبب: أرقام خاطئة');
    expect(notice).toHaveTextContent('يصحّحه الإصدار 2.');
    expect(within(notice).getByRole('link', { name: 'اقرأ التصحيح' })).toHaveAttribute('href', '/dashboard/ejournal/i2');
  });

  it('links a correction back to the edition it replaces', async () => {
    signInAs('viewer');
    serve(issue({ edition: 2, corrects: { id: 'i0', edition: 1 } }));
    renderPage();
    const notice = await screen.findByRole('note', { name: 'This edition corrects edition 1, which was withdrawn.' });
    expect(within(notice).getByRole('link', { name: 'Read the withdrawn edition' })).toHaveAttribute('href', '/dashboard/ejournal/i0');
  });
});
