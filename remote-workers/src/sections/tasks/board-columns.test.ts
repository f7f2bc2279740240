import type { Task } from '@mediawatch/shared';

import { columnOf, indexAmongAll, shows, toColumns } from './board-columns';

// ----------------------------------------------------------------------

const task = (id: string, status: Task['status'], position: number, assignee: string | null = null): Task => ({
  _id: id,
  name: id,
  estimation: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  status,
  assignee: assignee ? { id: assignee, name: assignee } : null,
  dueDate: null,
  article: null,
  position,
  version: 1,
});

describe('the board columns', () => {
  const tasks = [task('b', 'TO DO', 1, 'leo'), task('a', 'TO DO', 0), task('c', 'DONE', 0, 'amira'), task('d', 'TO DO', 2, 'leo')];

  it('groups the tasks by status in position order, keeping the filtered ones', () => {
    expect(toColumns(tasks)).toEqual({ 'TO DO': ['a', 'b', 'd'], 'In Progress': [], DONE: ['c'] });
    expect(toColumns(tasks, (item) => shows(item, { kind: 'user', id: 'leo' }))).toEqual({
      'TO DO': ['b', 'd'],
      'In Progress': [],
      DONE: [],
    });
    expect(toColumns(tasks, (item) => shows(item, { kind: 'nobody' }))['TO DO']).toEqual(['a']);
  });

  it('finds the column of a task or of a column id', () => {
    const columns = toColumns(tasks);
    expect(columnOf(columns, 'c')).toBe('DONE');
    expect(columnOf(columns, 'In Progress')).toBe('In Progress');
    expect(columnOf(columns, 'nope')).toBeNull();
  });

  it('places a card dropped among the shown ones after the shown card above it, hidden cards keeping their places', () => {
    // All: a h1 b h2 d (h1, h2 hidden); shown after the drop: b d x.
    const all = ['a', 'h1', 'b', 'h2', 'd'];
    expect(indexAmongAll(all, ['b', 'd', 'x'], 'x')).toBe(5);
    expect(indexAmongAll(all, ['x', 'b', 'd'], 'x')).toBe(2);
    expect(indexAmongAll(all, ['b', 'x', 'd'], 'x')).toBe(3);
    // Moving within the column: b from after a to after d.
    expect(indexAmongAll(all, ['a', 'd', 'b'], 'b')).toBe(4);
    expect(indexAmongAll([], ['x'], 'x')).toBe(0);
  });
});
