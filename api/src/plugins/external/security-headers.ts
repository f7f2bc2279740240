import fp from 'fastify-plugin';

// ----------------------------------------------------------------------
// The headers every answer of the API carries (docs/decisions/0011-hardening.md,
// "Browser hardening"), the
// errors and the 404s included: nothing served here is sniffed into another
// type, framed, or given a full referrer. The API answers JSON, CSV and
// media, which need no policy beyond "nothing": only the Swagger UI page
// (/api/docs) loads its own scripts and styles.

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(SECURITY_HEADERS);
      const docs = request.url === '/api/docs' || request.url.startsWith('/api/docs/');
      reply.header('content-security-policy', docs ? DOCS_CSP : API_CSP);
    });
  },
  { name: 'security-headers' },
);
