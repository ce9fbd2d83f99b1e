import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutIconExtends } from './icon-extends';

const require = createRequire(import.meta.url);
const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json'));
const installed = (file: string) => readFileSync(path.join(iconsDir, 'es', file), 'utf8');

describe("the icons' own _extends helper", () => {
  it('becomes Object.assign in an icon module and in the icon base component', () => {
    for (const file of ['icons/AuditOutlined.js', 'components/AntdIconLight.js']) {
      const patched = withoutIconExtends(installed(file)) ?? '';
      expect(patched).toContain('const _extends = Object.assign;');
      expect(patched).not.toContain('function _extends()');
      // One line changed, the rest of the module untouched.
      const before = installed(file).split('\n');
      const after = patched.split('\n');
      expect(after).toHaveLength(before.length);
      expect(after.filter((line, i) => line !== before[i])).toEqual(['const _extends = Object.assign;']);
    }
  });

  it('reports a module written another way, so the build fails instead of carrying the copies again', () => {
    expect(withoutIconExtends('import _extends from "@babel/runtime/helpers/esm/extends";')).toBeNull();
  });
});
