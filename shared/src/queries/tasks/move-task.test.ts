import type { Task } from '@mediawatch/shared';

import { placeTask, withSavedTask } from './move-task';

// ----------------------------------------------------------------------

const task = (id: string, status: Task['status'], position: number): Task => ({
  _id: id,
  name: id,
  estimation: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  status,
  assignee: null,
  dueDate: null,
  article: null,
  position,
  version: 1,
});

const order = (tasks: Task[], status: Task['status']) =>
  tasks
    .filter((item) => item.status === status)
    .sort((a, b) => a.position - b.position)
    .map((item) => item._id);

describe('placeTask (what the board shows while a move is saved)', () => {
  const list = { tasks: [task('a', 'TO DO', 0), task('b', 'TO DO', 1), task('c', 'DONE', 0)] };

  it('puts the card at the index of the other column, numbering it again', () => {
    const placed = placeTask(list, { id: 'a', body: { status: 'DONE', index: 1 } });
    expect(order(placed.tasks, 'DONE')).toEqual(['c', 'a']);
    expect(order(placed.tasks, 'TO DO')).toEqual(['b']);
  });

  it('moves within a column, clamps past the end, and leaves an unknown id alone', () => {
    expect(order(placeTask(list, { id: 'a', body: { status: 'TO DO', index: 5 } }).tasks, 'TO DO')).toEqual(['b', 'a']);
    expect(placeTask(list, { id: 'zzz', body: { status: 'DONE', index: 0 } })).toBe(list);
  });
});

describe("withSavedTask (the server's answer to a move)", () => {
  it('takes the saved task, its new version included, and leaves the others', () => {
    const list = { tasks: [task('a', 'TO DO', 0), task('b', 'TO DO', 1)] };
    const saved = { ...task('a', 'DONE', 0), version: 2 };
    const next = withSavedTask(list, saved);
    expect(next.tasks.find((item) => item._id === 'a')).toEqual(saved);
    expect(next.tasks.find((item) => item._id === 'b')).toBe(list.tasks[1]);
  });
});
