import { liveArticleEvent } from '../../testing/live';
import { liveEventTime, newestFirst } from './use-live-events';

describe('newestFirst', () => {
  const at = (id: number, publishedAt: string) => {
    const event = liveArticleEvent(id);
    return { ...event, payload: { ...event.payload, publishedAt } };
  };

  it('orders articles by publication, newest first, not by arrival', () => {
    const events = [at(3, '2026-11-23T08:00:00Z'), at(2, '2026-11-23T10:00:00Z'), at(1, '2026-11-23T09:00:00Z')];
    expect(newestFirst(events).map((event) => event.id)).toEqual([2, 1, 3]);
  });

  it('orders an alert by its firing, and falls back on the event time, the newest id first on a tie', () => {
    const alert = { ...liveArticleEvent(5), type: 'alert' as const, payload: { firedAt: '2026-11-23T09:30:00Z' } };
    const unreadable = { ...liveArticleEvent(4), payload: { publishedAt: 'not a date' } };
    expect(liveEventTime(unreadable)).toBe(Date.parse(unreadable.createdAt));
    const same = [at(6, '2026-11-23T09:00:00Z'), at(7, '2026-11-23T09:00:00Z')];
    expect(newestFirst([...same, alert]).map((event) => event.id)).toEqual([5, 7, 6]);
  });
});
