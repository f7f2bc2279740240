import * as schemas from './index';

// A PATCH changes only the fields it sends. An update schema made with
// `.partial()` from an input schema with `.default(…)` fields still fills
// them in (zod 4), so a confirmation alone once wiped a historical event's
// description and its linked articles. Every update schema, given nothing,
// must give nothing.

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };

const updateSchemas = Object.entries(schemas as Record<string, unknown>)
  .filter(([name, value]) => /UpdateSchema$|^update\w*BodySchema$/.test(name) && typeof (value as Partial<Schema>).safeParse === 'function')
  .map(([name, value]) => [name, value as Schema] as const);

describe('update schemas', () => {
  it('are found', () => {
    expect(updateSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['historicalEventUpdateSchema', 'topicUpdateSchema', 'updatePodcastBodySchema']),
    );
  });

  it.each(updateSchemas)('%s adds no field that was not sent', (_name, schema) => {
    const parsed = schema.safeParse({});
    // A schema may refuse an empty body (it asks for one field at least); if it takes it, it adds nothing.
    if (parsed.success) expect(parsed.data).toEqual({});
  });
});
