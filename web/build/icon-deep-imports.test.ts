import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deepIconImports } from './icon-deep-imports';

const require = createRequire(import.meta.url);

describe("the app's imports of antd's icons", () => {
  it('become one default import per icon module, aliases kept, the rest of the code untouched', () => {
    const code = [
      "import { Button } from 'antd';",
      "import {\n  HomeOutlined,\n  LockOutlined as Lock,\n} from '@ant-design/icons';",
      'export const icons = [HomeOutlined, Lock];',
    ].join('\n');
    expect(deepIconImports(code)).toBe(
      [
        "import { Button } from 'antd';",
        "import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';",
        "import Lock from '@ant-design/icons/es/icons/LockOutlined';",
        'export const icons = [HomeOutlined, Lock];',
      ].join('\n'),
    );
  });

  it('name modules the package exports, each the icon component', async () => {
    const code = "import { HomeOutlined } from '@ant-design/icons';";
    const specifier = /from '([^']+)'/.exec(deepIconImports(code))?.[1] ?? '';
    expect(require.resolve(specifier)).toMatch(/icons[\\/]HomeOutlined\.js$/);
    // (Node resolves the package's index to another build than the browser's es/, so the two are compared by name.)
    const deep = await import(specifier);
    expect(deep.default.displayName).toBe('HomeOutlined');
  });
});
