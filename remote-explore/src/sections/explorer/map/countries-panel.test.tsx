import { cleanup, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { changeLanguage, paths, type ExploreEntities } from '@mediawatch/shared';
import { renderWithProviders } from '@mediawatch/shared/testing';

import { CountriesPanel, countryQuery } from './countries-panel';
import { classOf, percentDigits, scaleTop } from './map-scale';

// The topology from the package, not fetched (the build serves it as a file).
jest.mock('./topology', () => ({
  fetchTopology: () => Promise.resolve(jest.requireActual<object>('world-atlas/countries-110m.json')),
}));

// ----------------------------------------------------------------------

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

function answer(query: string, countries: ExploreEntities['countries']): UseQueryResult<ExploreEntities> {
  const data: ExploreEntities = { query, total: 200, unread: 0, people: [], organizations: [], places: [], countries };
  return { data, isPending: false, isError: false, error: null, refetch: jest.fn() } as unknown as UseQueryResult<ExploreEntities>;
}

const STORM = answer('storm', [
  { country: 'FR', count: 123, share: 0.123 },
  { country: 'US', count: 40, share: 0.04 },
  // Too small for the 1:110m shapes: listed under the map.
  { country: 'SG', count: 2, share: 0.002 },
]);

const searchHref = (query: string, country: string) => paths.search.getHref({ q: countryQuery(query, country), sort: 'publishedAt' });

describe('CountriesPanel', () => {
  it('draws the countries with data as links named with their figures, to their articles in the Search', async () => {
    renderWithProviders(<CountriesPanel entities={[STORM]} queries={['storm']} />, { route: '/x', path: '/x' });
    const map = await screen.findByRole('group', { name: 'Countries of “storm”' }, { timeout: 15_000 });
    const france = within(map).getByRole('link', { name: 'France: 123 articles, 12.3%' });
    expect(france).toHaveAttribute('href', '/dashboard/search?q=%28storm%29+AND+country%3AFR&sort=publishedAt');
    expect(france.getAttribute('href')).toBe(searchHref('storm', 'FR'));
    expect(within(map).getByRole('link', { name: 'United States: 40 articles, 4%' })).toHaveAttribute('href', searchHref('storm', 'US'));
    // Only the countries with data are links; the other shapes are drawing.
    expect(within(map).getAllByRole('link')).toHaveLength(2);
    // Singapore is not drawn at 1:110m: a link under the map.
    expect(screen.getByRole('link', { name: 'Singapore: 2 articles, 0.2%' })).toHaveAttribute('href', searchHref('storm', 'SG'));
    // The table behind the panel (screen readers, "Show the data", CSV): every country, its code, count and share.
    const table = screen.getByRole('table', { name: 'The data of “Countries in the coverage”', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows[0]).toHaveTextContent('CountryCodeArticlesShare of matches');
    expect(rows[1]).toHaveTextContent('FranceFR12312.3%');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Download “Countries in the coverage” as CSV' })).toBeInTheDocument();
    expect(screen.getByText(/GeoNames \(CC BY 4\.0\)/)).toBeInTheDocument();
  });

  it('is one tab stop; the arrow keys go from country to country, most mentioned first, and the read-out follows', async () => {
    const { user } = renderWithProviders(<CountriesPanel entities={[STORM]} queries={['storm']} />, { route: '/x', path: '/x' });
    const map = await screen.findByRole('group', { name: 'Countries of “storm”' }, { timeout: 15_000 });
    const france = within(map).getByRole('link', { name: /^France/ });
    const us = within(map).getByRole('link', { name: /^United States/ });
    expect(france).toHaveAttribute('tabindex', '0');
    expect(us).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(france).toHaveFocus();
    // The read-out above the map says what the focused country's name says.
    expect(screen.getByText('France: 123 articles, 12.3%', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(us).toHaveFocus();
    expect(us).toHaveAttribute('tabindex', '0');
    expect(france).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(france).toHaveFocus();
    // Enter follows the link, in the app.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('shows one scale for compared queries: a legend of its classes and a map per query', async () => {
    const vote = answer('vote', [{ country: 'DE', count: 10, share: 0.3 }]);
    renderWithProviders(<CountriesPanel entities={[STORM, vote]} queries={['storm', 'vote']} />, { route: '/x', path: '/x' });
    expect(await screen.findByRole('group', { name: 'Countries of “vote”' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Countries of “storm”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'vote' })).toBeInTheDocument();
    // The top share of either query, 30 %, in five classes of 6 points.
    const legend = screen.getByRole('list', { name: 'Share of the query’s matches' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['None', '0%–6%', '6%–12%', '12%–18%', '18%–24%', '24%–30%']);
    const table = screen.getByRole('table', { name: 'The data of “Countries in the coverage”', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Country', 'Code', 'storm (Articles)', 'storm (Share of matches)', 'vote (Articles)', 'vote (Share of matches)']);
  });

  it('says so when no match mentions a place, instead of an empty map', async () => {
    renderWithProviders(<CountriesPanel entities={[answer('cats', [])]} queries={['cats']} />);
    expect(await screen.findByText('No place found in these matches: no country to map.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('names the countries in the reader’s language', async () => {
    await changeLanguage('fr');
    renderWithProviders(<CountriesPanel entities={[STORM]} queries={['storm']} />);
    const map = await screen.findByRole('group', { name: 'Pays de « storm »' }, { timeout: 15_000 });
    expect(within(map).getByRole('link', { name: /^France/ })).toBeInTheDocument();
  });
});

describe('the scale', () => {
  it('rounds the top share up to a round figure and puts each share in its class', () => {
    expect(scaleTop(0.3)).toBeCloseTo(0.3);
    expect(scaleTop(0.123)).toBeCloseTo(0.125);
    expect(scaleTop(0.31)).toBeCloseTo(0.4);
    expect(scaleTop(0.9)).toBe(1);
    expect(scaleTop(0)).toBeCloseTo(0.05);
    expect(percentDigits(0.3)).toBe(0);
    expect(percentDigits(0.125)).toBe(1);
    expect(classOf(0.001, 0.5)).toBe(0);
    expect(classOf(0.1, 0.5)).toBe(0);
    expect(classOf(0.11, 0.5)).toBe(1);
    expect(classOf(0.5, 0.5)).toBe(4);
  });
});
