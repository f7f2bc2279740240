import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';

import { errorReply, mockApi, resetApi, signInAs, type ApiReply, type ApiRequest, renderWithProviders } from '@mediawatch/shared/testing';
import { makeArticle, makeTopic } from '../../../test-utils/fixtures';
import { TopicsView } from './topics-view';

// ----------------------------------------------------------------------

jest.setTimeout(20_000);

const topic = makeTopic();

function api(overrides: (request: ApiRequest) => ApiReply | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.path === '/topic/all') return { status: 200, data: [topic] };
    if (request.path === '/topic/validate') {
      const { query } = request.body as { query: string };
      const open = query.indexOf('(');
      return {
        status: 200,
        data:
          open >= 0 && !query.includes(')')
            ? { valid: false, error: { message: 'Expected a closing parenthesis', position: query.length, length: 1 } }
            : { valid: true, error: null },
      };
    }
    if (request.path === '/article/search') {
      return {
        status: 200,
        data: {
          items: [{ ...makeArticle(), titleHighlight: '', snippet: '', rank: 1 }],
          total: 17,
          page: 1,
          pageSize: 5,
          facets: { sources: [], languages: [], days: [] },
          tookMs: 3,
        },
      };
    }
    return errorReply(404, 'Not found');
  });
}

afterEach(resetApi);

describe('TopicsView', () => {
  it('lists the topics with their query, alerts and matches; read-only for a viewer', async () => {
    signInAs('viewer');
    api();
    renderWithProviders(<TopicsView />);
    const table = await screen.findByRole('table', { name: 'Topics' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Energy');
    expect(row).toHaveTextContent('energy OR "power grid"');
    expect(row).toHaveTextContent('No alerts');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('42');
    expect(screen.queryByRole('button', { name: 'Add topic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Energy' })).not.toBeInTheDocument();
  });

  it('previews the matches while the query is typed, asking once per pause', async () => {
    signInAs('analyst');
    const requests = api();
    const { user } = renderWithProviders(<TopicsView />);
    await screen.findByRole('table', { name: 'Topics' });

    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add topic' });
    expect(within(dialog).getByRole('region', { name: 'Matching articles' })).toHaveTextContent('Type a query to preview');

    await user.type(within(dialog).getByRole('textbox', { name: 'Query' }), '(grid OR power');
    const preview = within(dialog).getByRole('region', { name: 'Matching articles' });
    expect(await within(preview).findByText('Expected a closing parenthesis (at character 15)')).toBeInTheDocument();
    // Typed in one go: one check, no search for a query that does not parse.
    expect(requests.filter((r) => r.path === '/topic/validate')).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/article/search')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Query' }), ')');
    expect(await within(preview).findByText('17 matching articles, newest first:')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Grid operators brace for winter' })).toHaveAttribute(
      'href',
      `/dashboard/read/${makeArticle().id}`,
    );
    const search = requests.find((r) => r.path === '/article/search') as ApiRequest;
    expect(search.params.get('q')).toBe('(grid OR power)');
    expect(search.params.get('sort')).toBe('publishedAt');
  });

  it("adds a topic and shows the server's refusal with the position", async () => {
    signInAs('analyst');
    let refused = false;
    const requests = api((request) => {
      if (request.path !== '/topic/add') return undefined;
      if (!refused) {
        refused = true;
        return errorReply(400, 'Unknown prefix "foo:"', { position: 0, length: 4 });
      }
      return { status: 201, data: makeTopic({ id: 't2', name: 'Grid' }) };
    });
    const { user } = renderWithProviders(<TopicsView />);
    await screen.findByRole('table', { name: 'Topics' });

    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add topic' });
    await user.click(within(dialog).getByRole('button', { name: 'Add topic' }));
    expect(within(dialog).getByRole('textbox', { name: 'Query' })).toHaveAccessibleDescription('Query is required');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Grid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Query' }), 'foo:grid');
    await user.click(within(dialog).getByRole('combobox', { name: 'Alerts' }));
    await user.click(screen.getByRole('option', { name: 'Matches in a window of hours reach a threshold' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add topic' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Matches in the window' })).toHaveAccessibleDescription(
      'A threshold alert needs a threshold',
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Matches in the window' }), '20');
    const window = within(dialog).getByRole('spinbutton', { name: 'Window (hours)' });
    await user.clear(window);
    await user.type(window, '6');
    const cooldown = within(dialog).getByRole('spinbutton', { name: 'Cooldown (minutes)' });
    expect(cooldown).toHaveValue(60);
    await user.clear(cooldown);
    await user.type(cooldown, '30');

    await user.click(within(dialog).getByRole('button', { name: 'Add topic' }));
    expect(await within(dialog).findByText('Unknown prefix "foo:" (at character 1)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add topic' }));
    expect(await screen.findByText('Grid saved')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/topic/add').at(-1)?.body).toEqual({
      name: 'Grid',
      description: '',
      query: 'foo:grid',
      alertPolicy: { kind: 'threshold', threshold: 20, windowHours: 6, cooldownMinutes: 30 },
      active: true,
    });
    await waitFor(() => expect(requests.filter((r) => r.path === '/topic/all')).toHaveLength(2));
  });

  describe('in other languages', () => {
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks Arabic: the list, its plural forms, the form and its checks', async () => {
      signInAs('analyst');
      api((request) =>
        request.path === '/topic/all'
          ? {
              status: 200,
              data: [
                topic,
                makeTopic({
                  id: 't2',
                  name: 'Grid',
                  alertPolicy: { kind: 'threshold', threshold: 2, windowHours: 24, cooldownMinutes: 60 },
                  active: false,
                }),
              ],
            }
          : undefined,
      );
      await changeLanguage('ar');
      const { user } = renderWithProviders(<TopicsView />);

      expect(await screen.findByRole('heading', { level: 1, name: 'المواضيع' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'المواضيع' });
      const [header, energy, grid] = within(table).getAllByRole('row') as HTMLElement[];
      expect(header).toHaveTextContent('الاسمالاستعلامالتنبيهاتالحالةالمطابقات');
      expect(energy).toHaveTextContent('بلا تنبيهات');
      expect(energy).toHaveTextContent('نشط');
      // Two matches in 24 hours: the Arabic dual.
      expect(grid).toHaveTextContent('مطابقتان خلال 24 ساعة');
      expect(grid).toHaveTextContent('غير نشط');

      await user.click(screen.getByRole('button', { name: 'إضافة موضوع' }));
      const dialog = await screen.findByRole('dialog', { name: 'إضافة موضوع' });
      expect(within(dialog).getByRole('region', { name: 'المقالات المطابقة' })).toHaveTextContent(
        'اكتب استعلامًا لمعاينة المقالات التي يطابقها.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'إضافة موضوع' }));
      expect(within(dialog).getByRole('textbox', { name: 'الاستعلام' })).toHaveAccessibleDescription('يجب إدخال الاستعلام');
      expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    });

    it('speaks French in the live preview', async () => {
      signInAs('analyst');
      api();
      await changeLanguage('fr');
      const { user } = renderWithProviders(<TopicsView />);
      await user.click(await screen.findByRole('button', { name: 'Ajouter un sujet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un sujet' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Requête' }), '(grid OR power');
      const preview = within(dialog).getByRole('region', { name: 'Articles correspondants' });
      // The server's message as it comes, the position in French.
      expect(await within(preview).findByText('Expected a closing parenthesis (au caractère 15)')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Requête' }), ')');
      expect(await within(preview).findByText('17 articles correspondants, du plus récent au plus ancien :')).toBeInTheDocument();
    });
  });
});
