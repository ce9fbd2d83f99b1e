import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/stack.mjs';
import { EMULATOR, emulatorUser, testApp } from './support.ts';

/**
 * The app's port forwards the Firebase SDK's sign-in calls to the Auth Emulator, and nothing of its admin
 * surface: before this guard, `accounts:query` with `Authorization: Bearer owner` listed every account with its
 * password, and `accounts:update` set anyone's password.
 */
let app: FastifyInstance;
let victim: Awaited<ReturnType<typeof emulatorUser>>;
const IDT = '/identitytoolkit.googleapis.com/v1';
const PROJECT = `${IDT}/projects/demo-admin`;

beforeAll(async () => {
  app = await testApp();
  victim = await emulatorUser('victim');
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as never, headers });

/** Signs in on the emulator directly (not through the app): the truth about an account's password. */
async function passwordWorks(email: string, password: string) {
  const res = await fetch(`http://${EMULATOR}${IDT}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.ok;
}

describe("the Auth Emulator's admin surface is not reachable from the app's port", () => {
  it('refuses the admin API, with or without the owner credential, and changes nothing', async () => {
    const owner = { authorization: 'Bearer owner' };
    const attempts: [string, unknown, Record<string, string>][] = [
      [`${PROJECT}/accounts:query`, { returnUserInfo: true }, owner],
      [`${PROJECT}/accounts:query`, { returnUserInfo: true }, {}],
      [`${IDT}/accounts:query?key=demo`, { returnUserInfo: true }, owner],
      [`${PROJECT}/accounts:update`, { localId: victim.uid, password: 'taken-over' }, owner],
      [`${IDT}/accounts:update?key=demo`, { localId: victim.uid, password: 'taken-over' }, owner],
      [`${IDT}/accounts:delete?key=demo`, { localId: victim.uid }, owner],
      [`${PROJECT}/accounts:batchDelete`, { localIds: [victim.uid], force: true }, owner],
      [`${PROJECT}/accounts:batchCreate`, { users: [{ localId: 'x', email: 'x@example.com' }] }, owner],
      [`${IDT}/accounts:signUp?key=demo`, { email: 'owner-made@example.com', password: 'secret12' }, owner],
      [`${PROJECT}/accounts`, { email: 'made@example.com' }, owner],
      [`${PROJECT}/oobCodes`, {}, {}],
      [`${PROJECT}/config`, {}, owner],
    ];
    for (const [url, body, headers] of attempts) {
      const res = await post(url, body, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(victim.email);
    }
    for (const [method, url] of [
      ['GET', `${PROJECT}/accounts:query`],
      ['DELETE', '/emulator/v1/projects/demo-admin/accounts'],
      ['GET', '/emulator/v1/projects/demo-admin/oobCodes'],
      ['GET', '/emulator/v1/projects/demo-admin/config'],
      ['PATCH', '/emulator/v1/projects/demo-admin/config'],
      ['GET', `${IDT.replace('v1', 'v2')}/projects/demo-admin/config`],
    ] as const) {
      const res = await app.inject({ method, url, headers: owner });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(victim.email);
    }
    // The victim's account and password are as they were.
    expect(await passwordWorks(victim.email, 'secret12')).toBe(true);
    expect(await passwordWorks(victim.email, 'taken-over')).toBe(false);
  });

  it("refuses a self-service update aimed at another account's id", async () => {
    const res = await post(`${IDT}/accounts:update?key=demo`, {
      localId: victim.uid,
      password: 'taken-over',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await passwordWorks(victim.email, 'taken-over')).toBe(false);
  });
});

describe("the SDK's flows work through the app's port", () => {
  it('signs up, signs in, looks up, refreshes, and resets a forgotten password', async () => {
    const email = `flow-${Date.now().toString(36)}@example.com`;
    const up = await post(`${IDT}/accounts:signUp?key=demo`, {
      email,
      password: 'secret12',
      returnSecureToken: true,
    });
    expect(up.statusCode).toBe(200);
    const signedIn = await post(`${IDT}/accounts:signInWithPassword?key=demo`, {
      email,
      password: 'secret12',
      returnSecureToken: true,
    });
    expect(signedIn.statusCode).toBe(200);
    const { idToken, refreshToken, localId } = signedIn.json();

    const lookup = await post(`${IDT}/accounts:lookup?key=demo`, { idToken });
    expect(lookup.json().users).toEqual([expect.objectContaining({ localId, email })]);
    const renamed = await post(`${IDT}/accounts:update?key=demo`, { idToken, displayName: 'Flow' });
    expect(renamed.json()).toMatchObject({ displayName: 'Flow' });

    const refreshed = await app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().id_token).toEqual(expect.any(String));
    // The refreshed token is accepted by the API.
    const me = await app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${refreshed.json().id_token}` },
    });
    expect(me.json()).toMatchObject({ uid: localId, email });

    const sent = await post(`${IDT}/accounts:sendOobCode?key=demo`, { requestType: 'PASSWORD_RESET', email });
    expect(sent.statusCode).toBe(200);
    // The reset link would arrive by e-mail; the test reads it from the emulator itself, not the app.
    const codes = (await (
      await fetch(`http://${EMULATOR}/emulator/v1/projects/demo-admin/oobCodes`)
    ).json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    const code = codes.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
    expect(code).toBeDefined();
    const checked = await post(`${IDT}/accounts:resetPassword?key=demo`, { oobCode: code?.oobCode });
    expect(checked.json()).toMatchObject({ email });
    const reset = await post(`${IDT}/accounts:resetPassword?key=demo`, {
      oobCode: code?.oobCode,
      newPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(await passwordWorks(email, 'brand-new-1')).toBe(true);
  });
});

describe('start-up in emulator mode', () => {
  it('refuses to listen on anything but loopback, naming the rule, and exits non-zero', () => {
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const run = spawnSync(tsx, [path.join(repoRoot, 'server/src/main.ts')], {
      env: {
        PATH: process.env.PATH,
        HOST: '0.0.0.0',
        PORT: '0',
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to listen on 0\.0\.0\.0 with the Auth Emulator/);
    expect(run.stderr).toMatch(/FIREBASE_API_KEY/);
  });
});
