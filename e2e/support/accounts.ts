/** The demo accounts the API seeds (README, "Demo sign-in"). */
export const DEMO_PASSWORD = 'mediawatch';

export const accounts = {
  admin: { email: 'admin@mediawatch.local', password: DEMO_PASSWORD, role: 'admin' },
  analyst: { email: 'analyst@mediawatch.local', password: DEMO_PASSWORD, role: 'analyst' },
  viewer: { email: 'viewer@mediawatch.local', password: DEMO_PASSWORD, role: 'viewer' },
} as const;

export type Account = (typeof accounts)[keyof typeof accounts];
