import { useTestApp } from '../../helpers/test-app';

describe('OpenAPI at /api/docs', () => {
  const ctx = useTestApp();

  it('serves the Swagger UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('serves the document with every route of the contract, its schemas and the bearer scheme', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();

    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const paths = Object.keys(doc.paths);
    // The calls of docs/spec.md §7 and the house-style resource paths, exactly as written there.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/register',
        '/api/health',
        '/api/task/all',
        '/api/task/add',
        '/api/task/update/{id}',
        '/api/task/delete/{id}',
        '/api/podcast/all',
        '/api/podcast/{id}',
        '/api/podcast/add',
        '/api/podcast/update/{id}',
        '/api/podcast/delete/{id}',
        '/api/podcast/search',
        '/api/podcast/featured',
        '/api/source/all',
        '/api/sourceGroup/all',
        '/api/topic/all',
        '/api/article/all',
        '/api/article/{id}',
        '/api/article/search',
      ]),
    );
    // Every documented route lives under /api, and none is documented twice.
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);

    const loginOp = doc.paths['/api/auth/login'].post;
    expect(loginOp.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(loginOp.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(Object.keys(doc.paths['/api/auth/register'].post.responses).sort()).toEqual(['201', '400', '403', '409', '429']);
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema.properties.user.required).toEqual(
      expect.arrayContaining(['id', 'email', 'fullName', 'displayName', 'photoURL', 'role']),
    );
  });
});
