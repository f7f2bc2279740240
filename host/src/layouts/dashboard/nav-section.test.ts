import { canSee } from './nav-section';

describe('canSee', () => {
  it('shows items without roles to everyone', () => {
    expect(canSee({ title: 'Notes', path: '/dashboard/notes' }, 'viewer')).toBe(true);
  });

  it('shows role-gated items only to those roles, assuming admin when the role is unknown', () => {
    const item = { title: 'Users', path: '/dashboard/users', roles: ['admin' as const] };
    expect(canSee(item, 'admin')).toBe(true);
    expect(canSee(item, 'viewer')).toBe(false);
    expect(canSee(item, undefined)).toBe(true);
  });
});
