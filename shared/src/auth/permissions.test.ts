import { can, mayChange, PERMISSIONS } from './permissions';

// docs/decisions/0042-accounts-and-ownership.md: a domain's permission says what
// a role may do to its own work; changeOthersWork who may change another's.

describe('mayChange', () => {
  const analyst = { id: 'a-1', role: 'analyst' as const };
  const admin = { id: 'ad-1', role: 'admin' as const };
  const viewer = { id: 'v-1', role: 'viewer' as const };

  it('lets an analyst change their own work, never another’s or nobody’s', () => {
    expect(mayChange(analyst, 'a-1', 'manageTopics')).toBe(true);
    expect(mayChange(analyst, 'someone-else', 'manageTopics')).toBe(false);
    expect(mayChange(analyst, null, 'manageTopics')).toBe(false);
    expect(mayChange(analyst, undefined, 'manageTopics')).toBe(false);
  });

  it('lets an admin change anyone’s work and nobody’s', () => {
    expect(mayChange(admin, 'someone-else', 'manageTasks')).toBe(true);
    expect(mayChange(admin, null, 'managePodcasts')).toBe(true);
  });

  it('never lets a viewer or nobody change anything, their own included', () => {
    expect(mayChange(viewer, 'v-1', 'manageTopics')).toBe(false);
    expect(mayChange(null, 'a-1', 'manageTopics')).toBe(false);
  });

  it('needs the domain permission first: an analyst does not manage sources even their own', () => {
    expect(mayChange(analyst, 'a-1', 'manageSources')).toBe(false);
  });

  it('keeps changing others’ work and pausing sources to admins', () => {
    expect(PERMISSIONS.changeOthersWork).toEqual(['admin']);
    expect(can('analyst', 'manageSources')).toBe(false);
    expect(can('analyst', 'runSourceActions')).toBe(true);
  });
});
