import type { NavGroup } from '../../layouts/nav-config-dashboard';
import { filterMenu, flattenMenu, groupMenu, highlightParts, isExternal } from './menu-search-utils';

const data: NavGroup[] = [
  {
    subheader: 'Overview',
    items: [
      { title: 'Daily Report', path: '/dashboard/reports' },
      {
        title: 'Worker',
        path: '/dashboard/worker',
        children: [
          { title: 'Worker', path: '/dashboard/worker' },
          { title: 'Pipeline', path: '/dashboard/pipeline' },
        ],
      },
    ],
  },
  { subheader: 'Management', items: [{ title: 'Users', path: '/dashboard/users', roles: ['admin'] }] },
];

describe('menu search', () => {
  it('flattens the leaves the role may see, grouped under their parent or subheader', () => {
    expect(flattenMenu(data, 'viewer')).toEqual([
      { title: 'Daily Report', path: '/dashboard/reports', group: 'Overview' },
      { title: 'Worker', path: '/dashboard/worker', group: 'Worker' },
      { title: 'Pipeline', path: '/dashboard/pipeline', group: 'Worker' },
    ]);
    expect(flattenMenu(data, 'admin').map((entry) => entry.title)).toContain('Users');
  });

  it('filters titles and paths ignoring case, nothing for an empty query', () => {
    const entries = flattenMenu(data, 'admin');
    expect(filterMenu(entries, 'PIPE').map((entry) => entry.title)).toEqual(['Pipeline']);
    expect(filterMenu(entries, 'reports').map((entry) => entry.title)).toEqual(['Daily Report']);
    expect(filterMenu(entries, '   ')).toEqual([]);
    expect(filterMenu(entries, 'zzz')).toEqual([]);
    expect(groupMenu(filterMenu(entries, 'dashboard')).map(([group]) => group)).toEqual(['Overview', 'Worker', 'Management']);
  });

  it('marks every match in a text', () => {
    expect(highlightParts('Worker work', 'WORK')).toEqual([
      { text: 'Work', match: true },
      { text: 'er ', match: false },
      { text: 'work', match: true },
    ]);
  });

  it('tells external links', () => {
    expect(isExternal('https://example.org')).toBe(true);
    expect(isExternal('/dashboard/reports')).toBe(false);
  });
});
