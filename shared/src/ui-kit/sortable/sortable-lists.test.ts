import { dragAcross, dragAnnouncer, dropInto, dropPlace, indexAmongAll, listOf, moveToList, pastMiddle } from './sortable-lists';

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

  it('moves a dragged item into the list it is over, before or after the item by its middle, last over the free space', () => {
    expect(dragAcross(lists, '2', '4', false)).toEqual({ a: ['1', '3'], b: ['2', '4'] });
    expect(dragAcross(lists, '2', '4', true)).toEqual({ a: ['1', '3'], b: ['4', '2'] });
    expect(dragAcross(lists, '2', 'b', false)).toEqual({ a: ['1', '3'], b: ['4', '2'] });
    // Over its own list, or over nothing known: unchanged until the drop.
    expect(dragAcross(lists, '2', '3', true)).toBe(lists);
    expect(dragAcross(lists, '2', 'nope', true)).toBe(lists);
  });

  it('puts a card after the one it is over once its middle is past that card’s middle', () => {
    expect(pastMiddle({ top: 40, height: 20 }, { top: 0, height: 60 })).toBe(true);
    expect(pastMiddle({ top: 10, height: 20 }, { top: 0, height: 60 })).toBe(false);
    expect(pastMiddle(null, { top: 0, height: 60 })).toBe(false);
  });

  it('drops an item where dropPlace said it would land', () => {
    expect(dropInto(lists, '1', '3')).toEqual({ a: ['2', '3', '1'], b: ['4'] });
    expect(dropInto(lists, '3', '1')).toEqual({ a: ['3', '1', '2'], b: ['4'] });
    expect(dropInto(lists, '1', 'a')).toEqual({ a: ['2', '3', '1'], b: ['4'] });
    expect(dropInto(lists, '1', null)).toEqual(lists);
    expect(dropInto(lists, 'nope', '1')).toBe(lists);
  });

  it('announces the drop at the last place announced while dragging, and forgets it after a cancel', () => {
    let shown: Record<'a' | 'b', string[]> = lists;
    const said: string[] = [];
    const announcer = dragAnnouncer({
      lists: () => shown,
      say: (event, id, place) => {
        const text = `${event} ${id}${place ? ` ${place.list}${place.index + 1}/${place.count}` : ''}`;
        said.push(text);
        return text;
      },
      memory: { current: null },
    });
    announcer.onDragStart({ active: { id: '1' } });
    expect(announcer.onDragOver({ active: { id: '1' }, over: null })).toBeUndefined();
    announcer.onDragOver({ active: { id: '1' }, over: { id: '3' } });
    // The pointer ends elsewhere, but the card is seen where the last announcement put it.
    shown = { a: ['2', '3'], b: ['4', '1'] };
    announcer.onDragEnd({ active: { id: '1' }, over: { id: 'nope' } });
    announcer.onDragStart({ active: { id: '4' } });
    announcer.onDragCancel({ active: { id: '4' } });
    announcer.onDragEnd({ active: { id: '4' }, over: null });
    expect(said).toEqual(['picked 1 a1/3', 'over 1 a3/3', 'dropped 1 a3/3', 'picked 4 b1/2', 'cancelled 4', 'dropped 4 b1/2']);
  });
});
