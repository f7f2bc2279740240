import { cleanup, screen } from '@testing-library/react';

import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '../../testing/render';
import { textsMismatches } from '../translation/texts-in';
import { QueryHelp } from './query-help';
import { queryHelpAr } from './texts/ar';
import { queryHelpEn } from './texts/en';
import { queryHelpFr } from './texts/fr';

// ----------------------------------------------------------------------

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('QueryHelp', () => {
  it('has every text in French and Arabic', () => {
    expect(textsMismatches(queryHelpEn, queryHelpFr, 'fr')).toEqual([]);
    expect(textsMismatches(queryHelpEn, queryHelpAr, 'ar')).toEqual([]);
  });

  it('opens on demand and shows proximity, prefix, title and boost with an example each', async () => {
    const { user } = renderWithProviders(<QueryHelp />);
    const toggle = screen.getByRole('button', { name: 'Query syntax' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const help = screen.getByRole('region', { name: 'The query language' });
    expect(toggle.getAttribute('aria-controls')).toBe(help.id);
    const examples = [...help.querySelectorAll('dt code')].map((code) => code.textContent);
    expect(examples).toEqual(expect.arrayContaining(['"summit sanctions"~5', 'clim*', 'title:storm', 'storm^3 flood']));
    expect(help.textContent).toContain('at most 5 words apart, in either order (0 to 20)');
    expect(help.textContent).toContain('at least 3 letters before the *');
    expect(help.textContent).toContain('(1 to 10)');
    expect(help.textContent).toContain('a query word in their title come first');
  });

  it('gives Arabic examples their own direction inside a right-to-left page', async () => {
    await changeLanguage('ar');
    const { user } = renderWithProviders(<QueryHelp />);
    await user.click(await screen.findByRole('button', { name: 'صيغة الاستعلام' }));
    const codes = [...screen.getByRole('region', { name: 'لغة الاستعلام' }).querySelectorAll('dt code')];
    expect(codes.map((code) => code.textContent)).toContain('"قمة عقوبات"~5');
    for (const code of codes) expect(code.getAttribute('dir')).toBe('auto');
  });
});
