import { cleanup, screen, within } from '@testing-library/react';
import type { Entity } from '@mediawatch/shared';
import userEvent from '@testing-library/user-event';
import { errorReply, mockApi, renderWithProviders, resetApi, setUpChartEnvironment, signInAs } from '@mediawatch/shared/testing';

import { entityArticles, entityFigures, SOURCE_ID } from '../../../test-utils/fixtures';
import { EntityView } from './entity-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(() => {
  cleanup();
  resetApi();
});

const PERSON: Entity = {
  id: 7,
  kind: 'person',
  name: 'Helen Carter',
  country: null,
  lat: null,
  lon: null,
  firstSeen: '2026-09-01T08:00:00.000Z',
  lastSeen: '2026-11-18T09:00:00.000Z',
};
const PLACE: Entity = { ...PERSON, id: 9, kind: 'place', name: 'Paris', country: 'FR', lat: 48.8534, lon: 2.3488 };

function serve(entity: Entity = PERSON) {
  return mockApi((request) => {
    if (request.path === `/entities/${entity.id}`) return { status: 200, data: entity };
    if (request.path === `/entities/${entity.id}/figures`) return { status: 200, data: entityFigures(entity.id) };
    if (request.path === `/entities/${entity.id}/articles`)
      return { status: 200, data: entityArticles(Number(request.params.get('page'))) };
    return errorReply(404, 'Entity not found');
  });
}

const render = (id: string, search = '') =>
  renderWithProviders(<EntityView id={id} />, { route: `/dashboard/entity/${id}${search}`, path: '/dashboard/entity/:id' });

describe('EntityView', () => {
  it('shows its attention and tone per day, its sources, co-mentions and articles, each name a link', async () => {
    signInAs('viewer');
    const requests = serve();
    render('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helen Carter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search its articles' })).toHaveAttribute(
      'href',
      `/dashboard/search?${new URLSearchParams({ q: 'person:"Helen Carter"', sort: 'publishedAt' })}`,
    );
    // Attention per day, in the panel's table for screen readers.
    const attention = await screen.findByRole('table', { name: 'The data of “Attention over time”' }, { timeout: 15_000 });
    expect(within(attention).getAllByRole('row')).toHaveLength(8);
    expect(within(attention).getByRole('rowheader', { name: '2026-11-16' }).parentElement).toHaveTextContent('2026-11-163');
    // Tone: the mean of the toned, the day without any tone says so (–), the untoned counted apart, never as 0.
    const tone = await screen.findByRole('table', { name: 'The data of “Tone over time”' });
    expect(within(tone).getByRole('rowheader', { name: '2026-11-17' }).parentElement).toHaveTextContent('2026-11-17–2');
    expect(within(tone).getByRole('rowheader', { name: '2026-11-18' }).parentElement).toHaveTextContent('2026-11-18-1.252');
    expect(screen.getAllByText(/4 articles had no tone \(language not analysed\)/).length).toBeGreaterThan(0);
    // KPIs: 12 articles; the mean tone weighs each day by its toned articles.
    expect(screen.getByText('12')).toBeInTheDocument();
    // Sources with their share, each opening its analysis.
    const sources = screen.getByRole('table', { name: 'Sources that name it most' });
    expect(within(sources).getByRole('link', { name: 'Global Wire' })).toHaveAttribute('href', `/dashboard/source-analysis/${SOURCE_ID}`);
    expect(within(sources).getByText('66.7%')).toBeInTheDocument();
    // Co-mentions, each opening its own page, with kind and the country in words.
    const co = screen.getByRole('table', { name: 'Named with it' });
    expect(within(co).getByRole('link', { name: 'United Nations' })).toHaveAttribute('href', '/dashboard/entity/8');
    expect(within(co).getByRole('rowheader', { name: /Paris/ }).parentElement).toHaveTextContent('Paris(France)Place325%');
    // Its articles open the reader; an unknown tone is said.
    const list = screen.getByRole('heading', { name: 'Its articles' }).closest('section')!;
    expect(await within(list).findByRole('link', { name: 'Minister meets envoys' })).toHaveAttribute('href', '/dashboard/read/a-1-1');
    expect(within(list).getByText(/Tone: unknown/)).toBeInTheDocument();
    expect(within(list).getByText(/Tone: \+2\.5 positive/)).toBeInTheDocument();
    // Figures and articles over the default 30 days in the reader's zone.
    const figures = requests.find((request) => request.path === '/entities/7/figures')!;
    expect(figures.params.get('days')).toBe('30');
    expect(figures.params.get('tz')).toEqual(expect.any(String));
  });

  it('reads another window and pages its articles', async () => {
    signInAs('viewer');
    const requests = serve();
    const user = userEvent.setup();
    render('7');
    const windows = await screen.findByRole('group', { name: 'Window' });
    await user.click(within(windows).getByRole('button', { name: '90 days' }));
    expect(within(windows).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      requests
        .filter((request) => request.path === '/entities/7/figures')
        .at(-1)!
        .params.get('days'),
    ).toBe('90');
    await user.click(await screen.findByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('link', { name: 'Older talks' })).toBeInTheDocument();
    const last = requests.filter((request) => request.path === '/entities/7/articles').at(-1)!;
    expect([last.params.get('page'), last.params.get('days')]).toEqual(['2', '90']);
  });

  it('names a place’s country in the language and gives its coordinates', async () => {
    signInAs('viewer');
    serve(PLACE);
    render('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About' });
    expect(within(facts).getByText('France (FR)')).toBeInTheDocument();
    expect(within(facts).getByText('48.85, 2.35')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search its articles' })).toHaveAttribute(
      'href',
      `/dashboard/search?${new URLSearchParams({ q: 'place:"Paris"', sort: 'publishedAt' })}`,
    );
  });

  it('says when the entity does not exist, and when the id cannot be one', async () => {
    signInAs('viewer');
    serve();
    render('12345');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/dashboard/related-articles');
    cleanup();
    const requests = serve();
    render('not-a-number');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
