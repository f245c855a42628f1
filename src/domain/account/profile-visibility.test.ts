import { describe, expect, it } from 'vitest';
import { canSeeProfile, type ProfileViewer, type ProfileVisibility } from './profile-visibility.ts';

const member: ProfileViewer = { userId: 'viewer', isAdmin: false, via: 'session' };
const admin: ProfileViewer = { userId: 'viewer', isAdmin: true, via: 'session' };
const personalToken: ProfileViewer = { userId: 'viewer', isAdmin: true, via: 'personal-token' };
const serviceToken: ProfileViewer = { userId: 'viewer', isAdmin: true, via: 'service-token' };
const other = (visibility: ProfileVisibility) => ({ id: 'owner', visibility });

describe('canSeeProfile', () => {
  it.each([
    ['public', member, true],
    ['public', personalToken, true],
    ['public', serviceToken, true],
    ['team', member, true],
    ['team', admin, true],
    ['team', personalToken, false],
    ['team', serviceToken, false],
    ['private', member, false],
    ['private', admin, true],
    ['private', personalToken, false],
    ['private', serviceToken, false],
  ] as const)('a %s profile: %o sees it: %s', (visibility, viewer, seen) => {
    expect(canSeeProfile(other(visibility), viewer)).toBe(seen);
  });

  it('the owner sees their own private profile signed in and with their own token, not with a service token', () => {
    const own = { id: 'viewer', visibility: 'private' as const };
    expect(canSeeProfile(own, member)).toBe(true);
    expect(canSeeProfile(own, { ...member, via: 'personal-token' })).toBe(true);
    expect(canSeeProfile(own, { ...member, via: 'service-token' })).toBe(false);
  });
});
