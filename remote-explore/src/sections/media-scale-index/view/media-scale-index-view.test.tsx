import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, setUpChartEnvironment, signInAs, type ApiRequest } from '@mediawatch/shared/testing';

import { mediaScaleIndex, SOURCE_ID } from '../../../test-utils/fixtures';
import { MediaScaleIndexView } from './media-scale-index-view';

// ----------------------------------------------------------------------

jest.setTimeout(30_000);

beforeAll(setUpChartEnvironment);

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

/** A server that keeps the weights it is given and ranks with them. */
function serve() {
  let weights = { reach: 0.35, volume: 0.25, pickup: 0.3, tone: 0.1 };
  let updatedAt = '2026-11-01T00:00:00.000Z';
  return mockApi((request) => {
    if (request.path === '/mediaScaleIndex/all') return { status: 200, data: mediaScaleIndex(Number(request.params.get('days')), weights) };
    if (request.path === '/mediaScaleIndex/weights' && request.method === 'GET') {
      return { status: 200, data: { ...weights, updatedAt, updatedBy: 'Ada Lovelace' } };
    }
    if (request.path === '/mediaScaleIndex/weights' && request.method === 'PUT') {
      weights = request.body as typeof weights;
      updatedAt = '2026-11-22T10:00:00.000Z';
      return { status: 200, data: { ...weights, updatedAt, updatedBy: 'Ada Lovelace' } };
    }
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
  });
}

const calls = (requests: ApiRequest[], path: string, method = 'GET') =>
  requests.filter((request) => request.path === path && request.method === method);
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

describe('MediaScaleIndexView', () => {
  it('ranks the sources, sortable by any column, each opening its analysis; the formula shows the weights', async () => {
    signInAs('viewer');
    const requests = serve();
    const { user } = renderWithProviders(<MediaScaleIndexView />, {
      route: '/dashboard/mediaScaleIndex',
      path: '/dashboard/mediaScaleIndex',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Media Scale Index' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sources ranked by the Media Scale Index over 90 days' });
    expect(calls(requests, '/mediaScaleIndex/all')[0]!.params.get('days')).toBe('90');
    expect(names(table)).toEqual(['Global Wire', 'Quiet Post']);
    expect(within(table).getByRole('link', { name: 'Global Wire' })).toHaveAttribute('href', `/dashboard/source-analysis/${SOURCE_ID}`);
    expect(within(table).getByText('unknown')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Pickup' }));
    expect(names(table)).toEqual(['Quiet Post', 'Global Wire']);
    await user.click(within(table).getByRole('button', { name: 'Pickup' }));
    expect(names(table)).toEqual(['Global Wire', 'Quiet Post']);
    await user.click(within(table).getByRole('button', { name: 'Tone intensity' }));
    expect(names(table)).toEqual(['Quiet Post', 'Global Wire']);
    await user.click(within(table).getByRole('button', { name: 'Score' }));
    expect(names(table)).toEqual(['Global Wire', 'Quiet Post']);

    const formula = screen.getByRole('region', { name: 'The formula' });
    expect(formula).toHaveTextContent('MSI = 100 × (wR·R + wV·V + wP·P + wT·T) / (wR + wV + wP + wT)');
    expect(formula).toHaveTextContent('wR = 0.35 Reach · 35% of the score');
    expect(await within(formula).findByText(/^Set by Ada Lovelace, .+\.$/, {}, { timeout: 5_000 })).toBeInTheDocument();

    // Read only: no form for a viewer.
    expect(screen.queryByRole('form', { name: 'Weights of the Media Scale Index' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('Only an administrator can change the weights.')).toBeInTheDocument();

    // The chart's figures, as a table.
    const data = await screen.findByRole('table', { name: 'The data of “What makes the top 2”' }, { timeout: 15_000 });
    expect(within(data).getByRole('rowheader', { name: 'Global Wire' }).parentElement).toHaveTextContent('Global Wire743525122');
  });

  it('reads another period', async () => {
    signInAs('analyst');
    const requests = serve();
    const { user } = renderWithProviders(<MediaScaleIndexView />, {
      route: '/dashboard/mediaScaleIndex',
      path: '/dashboard/mediaScaleIndex',
    });
    await screen.findByRole('table', { name: /over 90 days$/ });
    const periods = screen.getByRole('group', { name: 'Period' });
    await user.click(within(periods).getByRole('button', { name: '30 days' }));
    expect(await screen.findByRole('table', { name: /over 30 days$/ })).toBeInTheDocument();
    expect(calls(requests, '/mediaScaleIndex/all').at(-1)!.params.get('days')).toBe('30');
    expect(within(periods).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // An analyst may not tune it either.
    expect(screen.queryByRole('form', { name: 'Weights of the Media Scale Index' })).not.toBeInTheDocument();
  });

  it('lets an admin set the weights: the formula follows while editing, saving re-ranks', async () => {
    signInAs('admin');
    const requests = serve();
    const { user } = renderWithProviders(<MediaScaleIndexView />, {
      route: '/dashboard/mediaScaleIndex',
      path: '/dashboard/mediaScaleIndex',
    });
    const table = await screen.findByRole('table', { name: /over 90 days$/ });
    const form = await screen.findByRole('form', { name: 'Weights of the Media Scale Index' });
    const reach = within(form).getByRole('spinbutton', { name: 'Weight of Reach' });
    expect(reach).toHaveValue(35);
    expect(within(form).getByRole('slider', { name: 'Weight of Reach' })).toHaveValue('35');
    const save = within(form).getByRole('button', { name: 'Save the weights' });
    expect(save).toBeDisabled();

    await user.clear(reach);
    await user.type(reach, '0');
    const formula = screen.getByRole('region', { name: 'The formula' });
    expect(formula).toHaveTextContent('wR = 0 Reach · 0% of the score');
    expect(formula).toHaveTextContent('Showing the weights being edited, not yet saved.');

    await user.click(save);
    await waitFor(() => expect(calls(requests, '/mediaScaleIndex/weights', 'PUT')).toHaveLength(1));
    expect(calls(requests, '/mediaScaleIndex/weights', 'PUT')[0]!.body).toEqual({ reach: 0, volume: 25, pickup: 30, tone: 10 });
    // The ranking and the weights are asked again: Quiet Post leads without reach.
    await waitFor(() => expect(names(table)).toEqual(['Quiet Post', 'Global Wire']));
    expect(await screen.findByText('Weights saved: the ranking is updated.')).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, '/mediaScaleIndex/weights')).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'The formula' })).not.toHaveTextContent('not yet saved');
  });

  it('refuses weights that are all zero or out of range, and shows the server’s refusal', async () => {
    signInAs('admin');
    serve();
    const { user } = renderWithProviders(<MediaScaleIndexView />, {
      route: '/dashboard/mediaScaleIndex',
      path: '/dashboard/mediaScaleIndex',
    });
    const form = await screen.findByRole('form', { name: 'Weights of the Media Scale Index' });
    for (const name of ['Reach', 'Output volume', 'Pickup', 'Tone intensity']) {
      fireEvent.change(within(form).getByRole('spinbutton', { name: `Weight of ${name}` }), { target: { value: '0' } });
    }
    expect(within(form).getByText('At least one weight must be above 0.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save the weights' })).toBeDisabled();
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Weight of Reach' }), { target: { value: '140' } });
    expect(within(form).getByText('A weight is a number from 0 to 100.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save the weights' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Undo changes' }));
    expect(within(form).getByRole('spinbutton', { name: 'Weight of Reach' })).toHaveValue(35);

    resetApi();
    signInAs('admin');
    mockApi((request) =>
      request.method === 'PUT'
        ? { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Not allowed' } }
        : request.path === '/mediaScaleIndex/all'
          ? { status: 200, data: mediaScaleIndex(90) }
          : {
              status: 200,
              data: { reach: 0.35, volume: 0.25, pickup: 0.3, tone: 0.1, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: null },
            },
    );
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Weight of Tone intensity' }), { target: { value: '20' } });
    await user.click(within(form).getByRole('button', { name: 'Save the weights' }));
    expect(await within(form).findByText('Could not save the weights: Not allowed')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    serve();
    renderWithProviders(<MediaScaleIndexView />, { route: '/dashboard/mediaScaleIndex', path: '/dashboard/mediaScaleIndex' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مؤشر حجم الإعلام' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^المصادر مرتّبة حسب مؤشر حجم الإعلام/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المعادلة' })).toBeInTheDocument();
  });

  it('shows an unknown tone intensity as unknown, not 0, and says how many articles had no tone', async () => {
    signInAs('viewer');
    mockApi((request) => {
      if (request.path === '/mediaScaleIndex/all') {
        const index = mediaScaleIndex(90);
        const rows = index.rows.map((row) =>
          row.name === 'Quiet Post' ? { ...row, toneIntensity: null, untoned: 40, components: { ...row.components, tone: null } } : row,
        );
        return { status: 200, data: { ...index, rows, untoned: 40 } };
      }
      if (request.path === '/mediaScaleIndex/weights') {
        return {
          status: 200,
          data: { reach: 0.35, volume: 0.25, pickup: 0.3, tone: 0.1, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: null },
        };
      }
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no' } };
    });
    renderWithProviders(<MediaScaleIndexView />, { route: '/dashboard/mediaScaleIndex', path: '/dashboard/mediaScaleIndex' });
    const table = await screen.findByRole('table', { name: 'Sources ranked by the Media Scale Index over 90 days' });
    expect(screen.getByText('40 articles had no tone (language not analysed)')).toBeInTheDocument();
    const quiet = within(table).getByRole('link', { name: 'Quiet Post' }).closest('tr')!;
    // Reach and tone both unknown on that row.
    expect(within(quiet).getAllByText('unknown')).toHaveLength(2);
    cleanup();
    await changeLanguage('fr');
    renderWithProviders(<MediaScaleIndexView />, { route: '/dashboard/mediaScaleIndex', path: '/dashboard/mediaScaleIndex' });
    expect(await screen.findByText('40 articles sans tonalité (langue non analysée)')).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    renderWithProviders(<MediaScaleIndexView />, { route: '/dashboard/mediaScaleIndex', path: '/dashboard/mediaScaleIndex' });
    // 40: Arabic's "many" form.
    expect(await screen.findByText(/مقالًا بلا نبرة \(لغة غير محلَّلة\)$/)).toBeInTheDocument();
  });
});
