import { randomUUID } from 'node:crypto';

import type { Note, NoteConflict, NoteSummary, NoteVersion } from '@mediawatch/shared/schemas';

import { bearer, DEMO, login } from '../../../helpers/auth';
import { insertArticles, insertSource } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// Notes: private by default, shared with the team on request; full-text
// search, tags, links (articles, topics, notes) and backlinks; saves on a
// stale version refused with the current note; a version history; the
// considerations of a day readable by every role.

const ctx = useTestApp();

describe('/api/note', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;
  let articleId: string;

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    const source = await insertSource(ctx.db, 'Notes Gazette', 'en', 1000);
    articleId = randomUUID();
    await insertArticles(ctx.db, [
      {
        id: articleId,
        sourceId: source.id,
        title: 'Harbour strike ends',
        publishedAt: new Date(),
        language: 'en',
        tone: 1,
        clusterId: null,
      },
    ]);
  });

  const add = async (token: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/note/add', headers: bearer(token), payload });
    expect(response.statusCode).toBe(201);
    return response.json<Note>();
  };
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const save = (token: string, id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/note/update/${id}`, headers: bearer(token), payload });

  it('seeds the demo notes on a fresh database, one a consideration for today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const considerations = (await get(viewer, `/api/note/considerations?from=${today}&to=${today}`)).json<NoteSummary[]>();
    expect(considerations.map((note) => note.title)).toContain("Today's editorial consideration: framing of the summit");
  });

  it('writes a private note, finds it by its words, and hides it from the others until it is shared', async () => {
    const note = await add(analyst, {
      title: 'Quarantine of the zebrafish lab',
      body: 'The **walrus** committee met on *Tuesday*.',
      tags: ['Science', 'science', 'lab'],
    });
    expect(note).toMatchObject({
      version: 1,
      shared: false,
      considerationDay: null,
      tags: ['Science', 'lab'],
      editable: true,
      ownerName: 'Léo Martin',
    });
    expect(note.excerpt).toBe('The walrus committee met on Tuesday.');

    const found = (await get(analyst, '/api/note/all?q=walrus')).json<NoteSummary[]>();
    expect(found.map((n) => n.id)).toEqual([note.id]);
    expect((await get(analyst, '/api/note/all?q=zebrafish%20-walrus')).json<NoteSummary[]>()).toEqual([]);
    expect((await get(analyst, '/api/note/all?tag=SCIENCE')).json<NoteSummary[]>().map((n) => n.id)).toEqual([note.id]);

    // Private: the viewer and even the admin do not see it, and it is "not found", not "forbidden".
    expect((await get(viewer, '/api/note/all?q=walrus')).json<NoteSummary[]>()).toEqual([]);
    expect((await get(admin, `/api/note/${note.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/note/versions/${note.id}`)).statusCode).toBe(404);

    const shared = await save(analyst, note.id, { version: 1, shared: true });
    expect(shared.statusCode).toBe(200);
    const seen = await get(viewer, `/api/note/${note.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Note>()).toMatchObject({ shared: true, editable: false, body: note.body });
    // Shared is readable, not writable, by another analyst-level account.
    const other = await save(admin, note.id, { version: 2, title: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ statusCode: 403, message: 'Only the author of a note can change it' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/note/delete/${note.id}`, headers: bearer(admin) })).statusCode).toBe(403);
  });

  it('refuses a save made on a stale version with the current note, and keeps a version history', async () => {
    const note = await add(analyst, { title: 'Two tabs', body: 'first' });
    const tabA = await save(analyst, note.id, { version: 1, body: 'written in tab A' });
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json<Note>().version).toBe(2);

    const tabB = await save(analyst, note.id, { version: 1, body: 'written in tab B' });
    expect(tabB.statusCode).toBe(409);
    const conflict = tabB.json<NoteConflict>();
    expect(conflict.message).toMatch(/saved elsewhere/);
    expect(conflict.current).toMatchObject({ id: note.id, version: 2, body: 'written in tab A' });
    expect((await get(analyst, `/api/note/${note.id}`)).json<Note>().body).toBe('written in tab A');

    // Saves close together are one entry of the history; an older session stays.
    await ctx.db.query("UPDATE note_versions SET saved_at = now() - interval '1 hour' WHERE note_id = $1", [note.id]);
    expect((await save(analyst, note.id, { version: 2, body: 'second session' })).statusCode).toBe(200);
    expect((await save(analyst, note.id, { version: 3, body: 'second session, more' })).statusCode).toBe(200);
    const versions = (await get(analyst, `/api/note/versions/${note.id}`)).json<NoteVersion[]>();
    expect(versions.map((v) => [v.version, v.body])).toEqual([
      [4, 'second session, more'],
      [2, 'written in tab A'],
    ]);
    expect(versions[0]!.savedByName).toBe('Léo Martin');
  });

  it('links articles, topics and notes, lists the notes of an article, and shows backlinks', async () => {
    const topic = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'Harbours', query: 'harbour' },
    });
    const topicId = topic.json<{ id: string }>().id;
    const target = await add(analyst, { title: 'Port background' });
    const note = await add(analyst, { title: 'Strike follow-up', articleIds: [articleId], topicIds: [topicId], noteIds: [target.id] });
    expect(note.links).toEqual(
      expect.arrayContaining([
        { kind: 'article', id: articleId, title: 'Harbour strike ends' },
        { kind: 'topic', id: topicId, title: 'Harbours' },
        { kind: 'note', id: target.id, title: 'Port background' },
      ]),
    );
    expect((await get(analyst, `/api/note/all?articleId=${articleId}`)).json<NoteSummary[]>().map((n) => n.id)).toEqual([note.id]);
    expect((await get(analyst, `/api/note/${target.id}`)).json<Note>().backlinks).toEqual([
      { kind: 'note', id: note.id, title: 'Strike follow-up' },
    ]);

    // An unknown link is a 400 and nothing is written: the note keeps its version and links.
    const bad = await save(analyst, note.id, { version: 1, title: 'Renamed', articleIds: [randomUUID()] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^articleIds: unknown id/);
    const after = (await get(analyst, `/api/note/${note.id}`)).json<Note>();
    expect(after).toMatchObject({ title: 'Strike follow-up', version: 1 });
    expect(after.links).toHaveLength(3);
    // A note cannot link to itself.
    expect((await save(analyst, note.id, { version: 1, noteIds: [note.id] })).statusCode).toBe(400);
  });

  it('flags a note as a consideration for a day: every role reads it there', async () => {
    const note = await add(analyst, { title: 'Tone of the coverage', considerationDay: '2026-03-04' });
    const days = (await get(viewer, '/api/note/considerations?from=2026-03-01&to=2026-03-31')).json<NoteSummary[]>();
    expect(days.map((n) => [n.id, n.considerationDay])).toEqual([[note.id, '2026-03-04']]);
    expect((await get(viewer, `/api/note/${note.id}`)).statusCode).toBe(200);
    const cleared = await save(analyst, note.id, { version: 1, considerationDay: null });
    expect(cleared.json<Note>().considerationDay).toBeNull();
    expect((await get(viewer, '/api/note/considerations?from=2026-03-01&to=2026-03-31')).json()).toEqual([]);
  });

  it('enforces roles and validates input with readable 400s', async () => {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/note/add', headers: bearer(viewer), payload: { title: 'x' } });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/note/all' })).statusCode).toBe(401);

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: '  ' }, /Title is required/],
      [{ title: 'x'.repeat(201) }, /at most 200/],
      [{ title: 'ok', tags: ['x'.repeat(41)] }, /tag must be at most 40/],
      [{ title: 'ok', considerationDay: 'tomorrow' }, /Consideration day/],
      [{ title: 'ok', shared: 'yes' }, /Shared must be true or false/],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/note/add', headers: bearer(analyst), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const note = await add(analyst, { title: 'Versioned' });
    const noVersion = await save(analyst, note.id, { title: 'No version' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json<{ message: string }>().message).toMatch(/version/i);
    expect((await get(viewer, '/api/note/considerations?from=2026-13-01')).statusCode).toBe(400);
  });

  it('answers 404 for a note that does not exist', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await get(analyst, `/api/note/${id}`)).json()).toMatchObject({ statusCode: 404, message: 'Note not found' });
      expect((await save(analyst, id, { version: 1, title: 'x' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/note/delete/${id}`, headers: bearer(analyst) })).statusCode).toBe(404);
    }
    const note = await add(analyst, { title: 'Short-lived' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/note/delete/${note.id}`, headers: bearer(analyst) })).statusCode).toBe(204);
    expect((await get(analyst, `/api/note/${note.id}`)).statusCode).toBe(404);
  });
});
