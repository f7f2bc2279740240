import { cleanup, screen, within } from '@testing-library/react';
import { changeLanguage, type NoteSummary } from '@mediawatch/shared';
import { mockApi, renderWithProviders, resetApi, signInAs } from '@mediawatch/shared/testing';
import { addDays, localToday } from '@mediawatch/shared/ui';

import ConsiderationsPage from '../../../pages/considerations-page';

// ----------------------------------------------------------------------

afterEach(async () => {
  cleanup();
  resetApi();
  await changeLanguage('en');
});

const today = localToday();
const note = (id: string, title: string, day: string): NoteSummary => ({
  id,
  title,
  excerpt: `About ${title}`,
  tags: ['energy'],
  shared: false,
  considerationDay: day,
  version: 1,
  ownerId: 'u-2',
  ownerName: 'Léo Martin',
  editable: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

describe('ConsiderationsPage', () => {
  it('lists the flagged notes by day, each opening its note, each past day linking to its Daily Report', async () => {
    signInAs('viewer');
    const yesterday = addDays(today, -1);
    const requests = mockApi((request) =>
      request.path === '/note/considerations'
        ? {
            status: 200,
            data: [note('n1', 'Summit framing', today), note('n2', 'Tone of the wires', yesterday), note('n3', 'Port strike', yesterday)],
          }
        : (undefined as never),
    );
    renderWithProviders(<ConsiderationsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Considerations' })).toBeInTheDocument();
    expect(requests[0]!.params.get('from')).toBe(addDays(today, -30));

    const sections = await screen.findAllByRole('region');
    expect(sections).toHaveLength(2);
    expect(within(sections[0]!).getByRole('link', { name: 'Summit framing' })).toHaveAttribute('href', '/dashboard/notes?id=n1');
    expect(within(sections[0]!).getByText('Today')).toBeInTheDocument();
    expect(within(sections[0]!).getByRole('link', { name: 'Daily Report of this day' })).toHaveAttribute('href', '/dashboard/reports');
    expect(
      within(sections[1]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tone of the wires', 'Port strike']);
    expect(within(sections[1]!).getByRole('link', { name: 'Daily Report of this day' })).toHaveAttribute(
      'href',
      `/dashboard/reports?day=${yesterday}`,
    );
  });

  it('says when there is none, in Arabic', async () => {
    await changeLanguage('ar');
    signInAs('viewer');
    mockApi((request) => (request.path === '/note/considerations' ? { status: 200, data: [] } : (undefined as never)));
    renderWithProviders(<ConsiderationsPage />);
    expect(await screen.findByText('لا توجد اعتبارات في هذه الفترة')).toBeInTheDocument();
  });
});
