import { cleanup, screen } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '@mediawatch/shared/testing';

import NotesPage from '../../pages/notes-page';
import SchedulerPage from '../../pages/scheduler-page';

// ----------------------------------------------------------------------

// Unmounted first: the switch back re-renders nothing.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('The pages still to be built', () => {
  it('say what they will do, under their navigation title', () => {
    renderWithProviders(<SchedulerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeInTheDocument();
    expect(screen.getByText(/The scheduled jobs \(feed polling/)).toBeInTheDocument();
    expect(document.title).toBe('Scheduler | Mediawatch');
  });

  it('in French', async () => {
    await changeLanguage('fr');
    renderWithProviders(<NotesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText(/^Des notes en Markdown/)).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<SchedulerPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'المجدول' })).toBeInTheDocument();
    expect(screen.getByText(/^المهام المجدولة/)).toBeInTheDocument();
  });
});
