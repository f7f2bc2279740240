import { cleanup, screen } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '@mediawatch/shared/testing';

import PdfArticlePage from './pdf-article-page';

// ----------------------------------------------------------------------

// Unmounted first: the switch back re-renders nothing.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('The Academic PDFs page', () => {
  it('says what it does, under its title', () => {
    renderWithProviders(<PdfArticlePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic PDFs' })).toBeInTheDocument();
    expect(screen.getByText(/^Upload PDFs/)).toBeInTheDocument();
  });

  it('in French', async () => {
    await changeLanguage('fr');
    renderWithProviders(<PdfArticlePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'PDF académiques' })).toBeInTheDocument();
    expect(screen.getByText(/^Téléversez des PDF/)).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<PdfArticlePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ملفات PDF أكاديمية' })).toBeInTheDocument();
    expect(document.title).toBe('ملفات PDF أكاديمية | Mediawatch');
  });
});
