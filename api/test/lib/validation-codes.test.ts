import { messageIn } from '@mediawatch/shared/messages/all';
import type { ErrorBody } from '@mediawatch/shared/schemas';

import { bearer, DEMO, login } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// A schema's 400 travels as codes with parameters (`validation.*`: the field
// and the constraint's figure) beside its English message, so the pages word
// it in the reader's language (docs/decisions/0040-server-texts-as-codes.md).

const ctx = useTestApp();

describe('validation 400s as codes', () => {
  let analyst: string;
  beforeAll(async () => {
    analyst = await login(ctx.app, DEMO.analyst);
  });

  const post = async (url: string, payload?: object) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(analyst), ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    return response.json<ErrorBody>();
  };

  it('codes a missing field, a too long one, a bad id and an unknown option, with the field and the figure', async () => {
    const missing = await post('/api/ejournal/add', {});
    expect(missing.message).toBe('title: Title is required');
    expect(missing.coded).toMatchObject({ code: 'validation.required', params: { field: 'title' } });

    const long = await post('/api/ejournal/add', { title: 'x'.repeat(201) });
    expect(long.coded).toMatchObject({ code: 'validation.tooLong', params: { field: 'title', max: 200 } });
    expect(messageIn('fr', long.coded!)).toBe('title : la longueur doit être d’au plus 200 caractères');
    expect(messageIn('ar', long.coded!)).toBe('title: يجب ألا يزيد الطول على 200 من الأحرف');

    const badId = await post('/api/ejournal/add', { title: 'A', sections: [{ id: 's', title: '', items: [{ articleId: 'nope' }] }] });
    expect(badId.coded).toMatchObject({ code: 'validation.id', params: { field: 'sections.0.items.0.articleId' } });

    const option = await ctx.app.inject({ method: 'GET', url: '/api/ejournal/all?status=gone', headers: bearer(analyst) });
    expect(option.statusCode).toBe(400);
    expect(option.json<ErrorBody>().coded).toMatchObject({
      code: 'validation.oneOf',
      params: { field: 'status', options: 'draft, published' },
    });
  });

  it('codes every refused field once, and a missing body', async () => {
    const both = await post('/api/ejournal/add', { title: '', introduction: 'y'.repeat(5001) });
    expect(both.issues?.map((issue) => issue.code)).toEqual(['validation.required', 'validation.tooLong']);
    expect(both.issues?.map((issue) => issue.params?.field)).toEqual(['title', 'introduction']);

    const none = await post('/api/ejournal/withdraw/00000000-0000-4000-8000-000000000000');
    expect(none).toMatchObject({ message: 'Request body is required', coded: { code: 'validation.bodyRequired' } });
    expect(messageIn('fr', none.coded!)).toBe('La requête doit avoir un contenu');
  });

  it('codes a wrong type apart from a missing value, and a number out of range', async () => {
    const wrong = await post('/api/ejournal/publish/00000000-0000-4000-8000-000000000000', { version: 'two' });
    expect(wrong.coded).toMatchObject({ code: 'validation.wrongType', params: { field: 'version' } });
    const small = await post('/api/ejournal/publish/00000000-0000-4000-8000-000000000000', { version: 0 });
    expect(small.coded).toMatchObject({ code: 'validation.tooSmall', params: { field: 'version', min: 1 } });
  });
});
