import { E2E_ADMIN, E2E_BASE_URL, E2E_EMULATOR_URL, PROJECT_ID } from './env';

// The Auth Emulator's REST API: create accounts, read out-of-band codes, look accounts up ("Bearer owner" is
// the emulator's admin credential).
const admin = { authorization: 'Bearer owner', 'content-type': 'application/json' };

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

export async function createAccount(email: string, password: string): Promise<string> {
  const res = await fetch(`${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`createAccount ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { localId: string }).localId;
}

export async function disableAccount(localId: string) {
  const res = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ localId, disableUser: true }),
    },
  );
  if (!res.ok) throw new Error(`disableAccount ${res.status}: ${await res.text()}`);
}

export async function latestResetCode(email: string): Promise<string> {
  const res = await fetch(`${E2E_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
  if (!code) throw new Error(`no reset code for ${email}`);
  return code.oobCode;
}

export async function lookupProviders(email: string): Promise<string[]> {
  const res = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email: [email] }),
    },
  );
  const { users = [] } = (await res.json()) as { users?: { providerUserInfo?: { providerId: string }[] }[] };
  return (users[0]?.providerUserInfo ?? []).map((p) => p.providerId);
}

/** An ID token for an existing e-mail account, for calling the API the way another client would. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${E2E_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signIn ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/**
 * Gives a member (by e-mail) a role, as the E2E admin does on the User list. Their member row is created by their
 * first API request, which may still be on its way: wait for it.
 */
export async function setRole(email: string, role: 'admin' | 'manager' | 'member') {
  const authorization = `Bearer ${await idTokenFor(E2E_ADMIN.email, E2E_ADMIN.password)}`;
  const find = async () => {
    const list = (await (
      await fetch(`${E2E_BASE_URL}/api/members?q=${encodeURIComponent(email)}`, {
        headers: { authorization },
      })
    ).json()) as { items: { uid: string; email: string | null }[] };
    return list.items.find((m) => m.email === email)?.uid;
  };
  let uid = await find();
  for (let attempt = 0; !uid && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    uid = await find();
  }
  if (!uid) throw new Error(`setRole: no member ${email}`);
  const res = await fetch(`${E2E_BASE_URL}/api/members/${encodeURIComponent(uid)}`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  if (!res.ok) throw new Error(`setRole ${res.status}: ${await res.text()}`);
}
