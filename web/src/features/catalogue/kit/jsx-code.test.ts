import { describe, expect, it } from 'vitest';
import { demoModule, expression, jsxAttribute, jsxElement, jsxText } from './jsx-code';

describe('writing a playground’s code', () => {
  it('writes each kind of prop value as a person would', () => {
    expect(jsxAttribute('disabled', true)).toBe('disabled');
    expect(jsxAttribute('disabled', false)).toBeNull();
    expect(jsxAttribute('size', 'large')).toBe('size="large"');
    expect(jsxAttribute('title', 'Say "hi" {x}')).toBe('title={"Say \\"hi\\" {x}"}');
    expect(jsxAttribute('count', 5)).toBe('count={5}');
    expect(jsxAttribute('style', { width: 200, 'max-width': '100%' })).toBe(
      "style={{ width: 200, 'max-width': '100%' }}",
    );
    expect(jsxAttribute('options', ['a', "it's"])).toBe("options={['a', 'it\\'s']}");
    expect(jsxAttribute('items', expression('items'))).toBe('items={items}');
    expect(jsxText('Save')).toBe('Save');
    expect(jsxText('a < b')).toBe('{"a < b"}');
  });

  it('leaves out defaults, writes false only against a true default, and wraps long elements', () => {
    const defaults = { size: 'medium', closable: true };
    expect(jsxElement('Tag', { size: 'medium', closable: true }, { defaults })).toBe('<Tag />');
    expect(jsxElement('Tag', { closable: false, bordered: false }, { defaults })).toBe(
      '<Tag closable={false} />',
    );
    const long = jsxElement(
      'Button',
      { type: 'primary', size: 'large', icon: expression('<DownloadOutlined />'), danger: true },
      { children: 'Download invoice #1042' },
    );
    expect(long).toBe(
      [
        '<Button',
        '  type="primary"',
        '  size="large"',
        '  icon={<DownloadOutlined />}',
        '  danger',
        '>',
        '  Download invoice #1042',
        '</Button>',
      ].join('\n'),
    );
  });

  it('writes a whole file: sorted imports, setup, and a multi-line return in parentheses', () => {
    const code = demoModule({
      imports: { antd: ['Space', 'Button'], dayjs: 'dayjs' },
      setup: "const label = 'Go';",
      jsx: '<Space>\n  <Button>{label}</Button>\n</Space>',
    });
    expect(code).toBe(
      [
        "import { Button, Space } from 'antd';",
        "import dayjs from 'dayjs';",
        '',
        'export default function Demo() {',
        "  const label = 'Go';",
        '',
        '  return (',
        '    <Space>',
        '      <Button>{label}</Button>',
        '    </Space>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });
});
