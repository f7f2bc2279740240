import { cleanup, screen } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '@mediawatch/shared/testing';

import NotesPage from '../../pages/notes-page';

// ----------------------------------------------------------------------

// Unmounted first: the switch back re-renders nothing.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('The pages still to be built', () => {
  it('say what they will do, under their navigation title', () => {
    renderWithProviders(<NotesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText(/^Notes in Markdown, searchable/)).toBeInTheDocument();
    expect(document.title).toBe('Notes | Mediawatch');
  });

  it('in French', async () => {
    await changeLanguage('fr');
    renderWithProviders(<NotesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText(/^Des notes en Markdown/)).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<NotesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'الملاحظات' })).toBeInTheDocument();
    expect(screen.getByText(/^ملاحظات بصيغ/)).toBeInTheDocument();
  });
});
