import type { Database } from './client.ts';
import { seededRandom } from './seed-random.ts';

// Deterministic demo people (same names, titles and avatars on every machine), loaded only into an empty
// database. Avatars are generated SVG initials: no external URLs.
const FIRST = [
  'Ava',
  'Liam',
  'Mei',
  'Noah',
  'Chloé',
  'Hiro',
  'Sofia',
  'Mateo',
  'Yuki',
  'Amara',
  'Lucas',
  'Priya',
  'Élodie',
  'Kenji',
  'Zara',
  'Omar',
  'Lin',
  'Hugo',
  'Nia',
  'Felix',
];
const LAST = [
  'Martin',
  'Chen',
  'Tanaka',
  'Okafor',
  'Dubois',
  'Silva',
  'Nakamura',
  'Patel',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Larsen',
  'Moreau',
  'Wang',
  'Sato',
  'García',
  'Novak',
  'Mensah',
  'Laurent',
  'Kim',
];
const TITLES = [
  'Product Manager',
  'Frontend Engineer',
  'Designer',
  'Data Analyst',
  'Support Lead',
  'Marketing Manager',
  'Backend Engineer',
  'Sales Executive',
  'QA Engineer',
  'Operations Lead',
];
const CITIES = [
  'Paris',
  'Tokyo',
  'Shanghai',
  'Lagos',
  'Lisbon',
  'Toronto',
  'Berlin',
  'Seoul',
  'Nairobi',
  'Lyon',
];
const COMPANIES = [
  'Northwind',
  'Contoso',
  'Globex',
  'Initech',
  'Umbrella Labs',
  'Hooli',
  'Stark Retail',
  'Wayne Goods',
];
const INTERESTS = [
  'Design',
  'Photography',
  'Running',
  'Cooking',
  'Travel',
  'Chess',
  'Open source',
  'Music',
  'Climbing',
  'Reading',
  'Gardening',
  'Cycling',
];

const COLORS = ['#3e82f7', '#04d182', '#de4436', '#ffc542', '#a461d8', '#fa8c16', '#17bcff', '#1a3353'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(name: string, color: string) {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${color}"/><text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

export function demoMember(index: number) {
  const next = seededRandom(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const first = pick(FIRST);
  const last = pick(LAST);
  const name = `${first} ${last}`;
  const handle = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^\w.]/g, '')
    .toLowerCase();
  const created = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000 * 7);
  const seen = new Date(Date.UTC(2026, 10, 20) - Math.floor(next() * 60 * 24 * 3_600_000));
  const avatar = avatarSvg(name, pick(COLORS));
  // Drawn after the fields above, so adding them left every earlier demo value as it was.
  let year = 2025 - Math.floor(next() * 3);
  const experiences = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => {
    const to = i === 0 ? null : `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`;
    year -= 1 + Math.floor(next() * 4);
    return {
      title: pick(TITLES),
      company: pick(COMPANIES),
      from: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
      to,
    };
  });
  const interests = [...new Set(Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(INTERESTS)))];
  return {
    uid: `demo-${String(index).padStart(6, '0')}`,
    email: `${handle}${index}@demo.atrium.test`,
    displayName: name,
    username: `${handle}${index}`,
    title: pick(TITLES),
    city: pick(CITIES),
    role: index % 9 === 0 ? 'admin' : index % 9 === 4 ? 'manager' : 'member',
    status: index % 13 === 5 ? 'blocked' : 'active',
    createdAt: created.toISOString(),
    lastSeenAt: seen.toISOString(),
    avatar,
    experiences,
    interests,
  };
}

/** Adds `count` demo members after any already there; returns how many were added. */
export async function seedDemoMembers(database: Database, count: number, { onlyIfEmpty = false } = {}) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  if (onlyIfEmpty && n > 0) return 0;
  const [{ start } = { start: 0 }] = await database.query<{ start: number }>(
    'SELECT count(*)::int AS start FROM members WHERE demo',
  );
  const batch = 500;
  for (let from = start; from < start + count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, start + count - from) }, (_, i) =>
      demoMember(from + i),
    );
    const values: unknown[] = [];
    const tuples = rows.map((m, i) => {
      const p = i * 13;
      values.push(
        m.uid,
        m.email,
        m.displayName,
        m.username,
        m.title,
        m.city,
        m.role,
        m.status,
        m.createdAt,
        m.lastSeenAt,
        m.avatar,
        JSON.stringify(m.experiences),
        m.interests,
      );
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8}, true, $${p + 9}, $${p + 10}, convert_to($${p + 11}, 'UTF8'), 'image/svg+xml', 1, $${p + 12}::jsonb, $${p + 13}::text[])`;
    });
    await database.query(
      `INSERT INTO members (uid, email, display_name, username, title, city, role, status, demo, created_at, last_seen_at, avatar, avatar_type, avatar_version, experiences, interests)
       VALUES ${tuples.join(', ')} ON CONFLICT (uid) DO NOTHING`,
      values,
    );
  }
  await database.exec('ANALYZE members');
  return count;
}
