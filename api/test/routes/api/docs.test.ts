import { useTestApp } from '../../helpers/test-app';

describe('OpenAPI at /api/docs', () => {
  const ctx = useTestApp();

  it('serves the Swagger UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('serves the document with every auth route, its schemas and the bearer scheme', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();

    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/register',
      '/api/health',
    ]);

    const loginOp = doc.paths['/api/auth/login'].post;
    expect(loginOp.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(loginOp.responses).sort()).toEqual(['200', '400', '401', '429']);
    expect(doc.paths['/api/auth/register'].post.responses['409']).toBeDefined();
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema.properties.user.required).toEqual(
      expect.arrayContaining(['id', 'email', 'fullName', 'displayName', 'photoURL', 'role']),
    );
  });
});
