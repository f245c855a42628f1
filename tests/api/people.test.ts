import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileVisibility } from '../../src/domain/account/profile-visibility.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/people and the profile visibility of the account settings (ADR 064): public to everyone signed in and
 * to API tokens, team to people signed in, private to administrators; the owner always sees their own.
 */
let t: TestApp;
let admin: string;
let viewer: string;
const emails = {
  public: 'people-public@test.example.com',
  team: 'people-team@test.example.com',
  private: 'people-private@test.example.com',
};
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin', 'people-admin@test.example.com');
  viewer = await t.signInAs('viewer', 'people-viewer@test.example.com');
  for (const visibility of ['public', 'team', 'private'] as const) {
    const cookie = await t.signInAs('editor', emails[visibility]);
    await setVisibility(cookie, visibility);
  }
  // A bio, phone and company for one of them, as the profile screen saves them.
  const owner = await t.signInAs('editor', emails.public);
  const saved = await t.call({
    method: 'PATCH',
    url: '/api/profile',
    cookie: owner,
    payload: {
      firstName: 'Pia',
      lastName: 'Public',
      email: emails.public,
      phone: '+15550001111',
      company: 'Acme Grooming',
      bio: 'Formulates beard oils.',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t.close());

async function setVisibility(cookie: string, visibility: ProfileVisibility) {
  const settings = (await t.call({ method: 'GET', url: '/api/account-settings', cookie })).json();
  settings.privacy.profileVisibility = visibility;
  const saved = await t.call({ method: 'PATCH', url: '/api/account-settings', payload: settings, cookie });
  expect(saved.statusCode, saved.body).toBe(200);
}
interface Person {
  email: string;
  name: string;
  phone: string | null;
  company: string | null;
  bio: string | null;
  roleLabel: string;
  visibility: string;
}
const emailsIn = (people: Person[]) => people.map((person) => person.email);
async function peopleFor(cookie: string) {
  const response = await t.call({ method: 'GET', url: '/api/people', cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Person[];
}
async function personalToken(cookie: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/profile/tokens',
    payload: {
      name: 'People reader',
      access: 'read',
      expiresAt: new Date(Date.now() + 86_400_000 * 30).toISOString(),
    },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}
const withToken = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/people', headers: { authorization: `Bearer ${token}` } });

describe('GET /api/people', () => {
  it('shows a signed-in colleague the public and team profiles with their details, not a private one', async () => {
    const people = await peopleFor(viewer);
    expect(emailsIn(people)).toEqual(expect.arrayContaining([emails.public, emails.team]));
    expect(emailsIn(people)).not.toContain(emails.private);
    expect(people.find((person) => person.email === emails.public)).toMatchObject({
      name: 'Pia Public',
      phone: '+15550001111',
      company: 'Acme Grooming',
      bio: 'Formulates beard oils.',
      roleLabel: 'Editor',
      visibility: 'public',
    });
  });

  it('shows an administrator the private profile too', async () => {
    expect(emailsIn(await peopleFor(admin))).toEqual(
      expect.arrayContaining([emails.public, emails.team, emails.private]),
    );
  });

  it('shows the owner of a private profile their own', async () => {
    const owner = await t.signInAs('editor', emails.private);
    expect(emailsIn(await peopleFor(owner))).toContain(emails.private);
  });

  it('shows an API token public profiles only, even an administrator’s token', async () => {
    const response = await withToken(await personalToken(admin));
    expect(response.statusCode, response.body).toBe(200);
    const seen = emailsIn(response.json());
    expect(seen).toContain(emails.public);
    expect(seen).not.toContain(emails.team);
    expect(seen).not.toContain(emails.private);
  });

  it('shows a service token public profiles only', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/tokens',
      payload: {
        name: 'Directory sync',
        role: 'viewer',
        access: 'read',
        expiresAt: new Date(Date.now() + 86_400_000 * 30).toISOString(),
      },
      cookie: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await withToken(created.json().token);
    expect(response.statusCode, response.body).toBe(200);
    expect(emailsIn(response.json())).toContain(emails.public);
    expect(emailsIn(response.json())).not.toContain(emails.team);
  });

  it('a profile turned private leaves a colleague’s list at once', async () => {
    const owner = await t.signInAs('editor', emails.team);
    await setVisibility(owner, 'private');
    expect(emailsIn(await peopleFor(viewer))).not.toContain(emails.team);
    await setVisibility(owner, 'team');
    expect(emailsIn(await peopleFor(viewer))).toContain(emails.team);
  });

  it('answers 401 signed out', async () => {
    const response = await t.call({ method: 'GET', url: '/api/people' });
    expect(response.statusCode).toBe(401);
  });
});
