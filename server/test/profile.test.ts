import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let ana: User;
let ben: User;
let cleo: User;

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });

beforeAll(async () => {
  app = await testApp();
  ana = await emulatorUser('ana');
  ben = await emulatorUser('ben');
  cleo = await emulatorUser('cleo');
  for (const user of [ana, ben, cleo]) await call(user, 'GET', '/api/me');
});
afterAll(() => app.close());

describe('experiences and interests', () => {
  it('are saved on the profile, tidied, and part of the public profile', async () => {
    const saved = await call(ana, 'PATCH', '/api/me', {
      experiences: [
        { title: ' Buyer ', company: 'Atrium Shop', from: '2021-03', to: null },
        { title: 'Clerk', company: 'Corner Store', from: '2018-09', to: '2021-02' },
      ],
      interests: ['Design', 'design', ' Travel ', 'Photography'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      experiences: [
        { title: 'Buyer', company: 'Atrium Shop', from: '2021-03', to: null },
        { title: 'Clerk', company: 'Corner Store', from: '2018-09', to: '2021-02' },
      ],
      interests: ['Design', 'Travel', 'Photography'],
    });
    const seen = (await call(ben, 'GET', `/api/members/${ana.uid}`)).json();
    expect(seen.experiences).toHaveLength(2);
    expect(seen.interests).toEqual(['Design', 'Travel', 'Photography']);
  });

  it('refuses what does not fit, field by field, and writes nothing', async () => {
    const before = await tableDigest(app);
    const bad = await call(ana, 'PATCH', '/api/me', {
      experiences: [
        { title: '', company: 'X', from: '2020-01', to: null },
        { title: 'Lead', company: 'Y', from: '2022-05', to: '2021-01' },
        { title: 'Lead', company: 'Z', from: '2022-13', to: null },
        { title: 'Lead', company: 'W', from: '2020-01', to: null, salary: 5 },
      ],
      interests: ['x'.repeat(31), ''],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields;
    expect(fields['experiences.0.title']).toMatchObject({ code: 'required' });
    expect(fields['experiences.1.to']).toMatchObject({ code: 'before_start' });
    expect(fields['experiences.2.from']).toMatchObject({ code: 'format' });
    expect(fields['experiences.3.salary'], JSON.stringify(fields)).toMatchObject({ code: 'unknown_field' });
    expect(fields['interests.0']).toMatchObject({ code: 'too_long', max: 30 });
    const tooMany = await call(ana, 'PATCH', '/api/me', {
      interests: Array.from({ length: 16 }, (_, i) => `t${i}`),
    });
    expect(tooMany.json().fields.interests).toMatchObject({ code: 'too_many', max: 15 });
    expect(await tableDigest(app)).toEqual(before);
  });
});

describe('following', () => {
  it('counts followers and following, says whether I follow, and is idempotent', async () => {
    expect((await call(ben, 'GET', `/api/members/${ana.uid}/follow`)).json()).toEqual({
      followers: 0,
      following: 0,
      followedByMe: false,
    });
    const first = await call(ben, 'PUT', `/api/members/${ana.uid}/follow`);
    expect(first.json()).toEqual({ followers: 1, following: 0, followedByMe: true });
    // A retried click: still one follow, one notification.
    expect((await call(ben, 'PUT', `/api/members/${ana.uid}/follow`)).json()).toMatchObject({ followers: 1 });
    await call(cleo, 'PUT', `/api/members/${ana.uid}/follow`);

    expect((await call(cleo, 'GET', `/api/members/${ana.uid}/follow`)).json()).toEqual({
      followers: 2,
      following: 0,
      followedByMe: true,
    });
    expect((await call(ana, 'GET', `/api/members/${ben.uid}/follow`)).json()).toEqual({
      followers: 0,
      following: 1,
      followedByMe: false,
    });

    const notes = (await call(ana, 'GET', '/api/notifications')).json().items;
    const followed = notes.filter((n: { kind: string }) => n.kind === 'member.followed');
    expect(followed.map((n: { actor: { uid: string } }) => n.actor.uid).sort()).toEqual(
      [ben.uid, cleo.uid].sort(),
    );

    expect((await call(ben, 'DELETE', `/api/members/${ana.uid}/follow`)).json()).toEqual({
      followers: 1,
      following: 0,
      followedByMe: false,
    });
    // Unfollowing twice is fine too.
    expect((await call(ben, 'DELETE', `/api/members/${ana.uid}/follow`)).statusCode).toBe(200);
  });

  it('refuses following oneself or nobody, and writes nothing', async () => {
    const before = await tableDigest(app);
    const self = await call(ana, 'PUT', `/api/members/${ana.uid}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'self' });
    expect((await call(ana, 'PUT', '/api/members/nobody-at-all/follow')).statusCode).toBe(404);
    expect((await call(ana, 'GET', '/api/members/nobody-at-all/follow')).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/members/${ben.uid}/follow` })).statusCode).toBe(401);
    expect(await tableDigest(app)).toEqual(before);
  });
});
