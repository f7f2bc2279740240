import { dropPlace, indexAmongAll, listOf, moveToList } from './sortable-lists';

describe('sortable lists', () => {
  const lists: Record<'a' | 'b', string[]> = { a: ['1', '2', '3'], b: ['4'] };

  it('finds the list of an item or of a list id', () => {
    expect(listOf(lists, '3')).toBe('a');
    expect(listOf(lists, 'b')).toBe('b');
    expect(listOf(lists, 'nope')).toBeNull();
  });

  it('moves an item across lists and within one, clamping the place', () => {
    expect(moveToList(lists, '2', 'b', 0)).toEqual({ a: ['1', '3'], b: ['2', '4'] });
    expect(moveToList(lists, '2', 'b', 99)).toEqual({ a: ['1', '3'], b: ['4', '2'] });
    expect(moveToList(lists, '1', 'a', 2)).toEqual({ a: ['2', '3', '1'], b: ['4'] });
    expect(moveToList(lists, '1', 'a', 2).b).toBe(lists.b);
  });

  it('places a drop among hidden items after the shown item above it', () => {
    expect(indexAmongAll(['x', 'h', 'y', 'z'], ['y', 'x'], 'x')).toBe(2);
    expect(indexAmongAll(['x', 'h', 'y'], ['x', 'y'], 'x')).toBe(1);
    expect(indexAmongAll(['h', 'x'], ['x'], 'x')).toBe(0);
  });

  it('tells where a dragged item lands: over an item of its list, that place; over the list, last; else where it is', () => {
    expect(dropPlace(lists, '1', '2')).toEqual({ list: 'a', index: 1, count: 3 });
    expect(dropPlace(lists, '3', '1')).toEqual({ list: 'a', index: 0, count: 3 });
    expect(dropPlace(lists, '1', 'a')).toEqual({ list: 'a', index: 2, count: 3 });
    expect(dropPlace(lists, '1', '1')).toEqual({ list: 'a', index: 0, count: 3 });
    expect(dropPlace(lists, '1', null)).toEqual({ list: 'a', index: 0, count: 3 });
    // Over another list's item: the page moves it there first (onDragOver); until then it is where it is.
    expect(dropPlace(lists, '1', '4')).toEqual({ list: 'a', index: 0, count: 3 });
    expect(dropPlace(lists, 'nope', '1')).toBeNull();
  });
});
