import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` checks the layering with the rules of .dependency-cruiser.cjs. Here the same rules judge a small
 * tree built for the purpose: one deliberately bad import in each forbidden direction (each must be refused,
 * naming its rule) and the allowed ones (none refused).
 */
const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
let root: string;

const FILES: Record<string, string> = {
  'web/src/app/store.ts': 'export type RootState = { n: number };\nexport const store = {};\n',
  'web/src/layouts/shell.tsx': 'export const Shell = 1;\n',
  // navigation → routes → (lazy) a screen → navigation: a loop only through import(), allowed.
  'web/src/routes/navigation.ts':
    "import { screens } from './routes';\nexport const trailFor = (p: string) => [p, screens];\n",
  'web/src/routes/routes.tsx': "export const screens = [() => import('../features/stats/page')];\n",
  'web/src/features/people/internal.ts': 'export const secret = 1;\n',
  'web/src/features/people/index.ts': "export { secret } from './internal';\n",
  'web/src/features/stats/page.tsx':
    "import { trailFor } from '../../routes/navigation';\nexport default trailFor;\n",
  'node_modules/firebase/package.json':
    '{"name":"firebase","version":"1.0.0","exports":{"./auth":"./auth.js"}}',
  'node_modules/firebase/auth.js': 'export const getAuth = () => 1;\n',
  'server/src/modules/orders/routes.ts': 'export const orderRoutes = 1;\n',
  'server/src/modules/orders/service.ts': 'export const orders = 1;\n',
  'server/src/modules/members/service.ts': 'export const members = 1;\n',
  'server/src/modules/members/routes.ts':
    "import { members } from './service.ts';\nexport const memberRoutes = members;\n",
  'server/src/http/errors.ts': 'export const notFound = 1;\n',
};

/** One bad import per forbidden direction: the file, what it imports, and the rule that must refuse it. */
const BAD: [file: string, source: string, rule: string][] = [
  [
    'web/src/lib/uses-app.ts',
    "import { store } from '../app/store';\nexport const x = store;\n",
    'lib-and-components-stay-below',
  ],
  [
    'web/src/components/uses-feature.tsx',
    "import { secret } from '../features/people';\nexport const x = secret;\n",
    'lib-and-components-stay-below',
  ],
  [
    'web/src/config/uses-lib.ts',
    "import { x } from '../lib/uses-app';\nexport const y = x;\n",
    'config-stays-plain',
  ],
  [
    'web/src/features/stats/uses-app.ts',
    "import { store } from '../../app/store';\nexport const x = store;\n",
    'features-below-the-shell',
  ],
  [
    'web/src/features/stats/uses-layout.ts',
    "import { Shell } from '../../layouts/shell';\nexport const x = Shell;\n",
    'features-below-the-shell',
  ],
  [
    'web/src/features/stats/uses-internals.ts',
    "import { secret } from '../people/internal';\nexport const x = secret;\n",
    'feature-internals',
  ],
  [
    'web/src/features/stats/uses-firebase.ts',
    "import { getAuth } from 'firebase/auth';\nexport const x = getAuth;\n",
    'firebase-only-in-auth',
  ],
  [
    'server/src/modules/orders/uses-routes.ts',
    "import { memberRoutes } from '../members/routes.ts';\nexport const x = memberRoutes;\n",
    'server-modules-own-their-routes',
  ],
  [
    'contracts/src/uses-server.ts',
    "import { notFound } from '../../server/src/http/errors.ts';\nexport const x = notFound;\n",
    'contracts-are-shared',
  ],
  ['web/src/lib/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n", 'no-cycles'],
];

/** Allowed: a feature's public index, the route table's queries, a type-only import upwards, a lazy loop. */
const GOOD: [file: string, source: string][] = [
  ['web/src/features/stats/uses-index.ts', "import { secret } from '../people';\nexport const x = secret;\n"],
  [
    'web/src/lib/typed-store.ts',
    "import type { RootState } from '../app/store';\nexport type S = RootState;\n",
  ],
  ['web/src/lib/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n"],
  [
    'server/src/modules/orders/uses-own-routes.ts',
    "import { orderRoutes } from './routes.ts';\nimport { notFound } from '../../http/errors.ts';\nexport const x = [orderRoutes, notFound];\n",
  ],
];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'atrium-layers-'));
  for (const [file, text] of [...Object.entries(FILES), ...BAD.map(([f, s]) => [f, s]), ...GOOD]) {
    const target = path.join(root, file as string);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text as string);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the layering rules', () => {
  it('refuse a bad import in each forbidden direction and allow the permitted ones', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { output } = await cruise(['web/src', 'server/src', 'contracts/src'], {
        validate: true,
        ruleSet: { forbidden: rules.forbidden },
        ...rules.options,
      });
      const summary = typeof output === 'string' ? JSON.parse(output) : output;
      const violations: { from: string; rule: { name: string } }[] = summary.summary.violations;
      const found = violations.map((v) => `${v.rule.name} ${v.from}`);
      for (const [file, , rule] of BAD) expect(found, `${file} → ${rule}`).toContain(`${rule} ${file}`);
      for (const [file] of GOOD) {
        // The cycle is reported from its first file only; cycle-b is its other half.
        if (file.endsWith('cycle-b.ts')) continue;
        expect(
          found.filter((f) => f.endsWith(` ${file}`)),
          file,
        ).toEqual([]);
      }
      expect(found.filter((f) => f.endsWith(' web/src/features/stats/page.tsx'))).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  });
});
