import type { PlaygroundValues } from './types';

const EXPRESSION = Symbol('jsx expression');
/** A prop value written as code rather than as data: see `expression`. */
export type JsxExpression = { readonly [EXPRESSION]: string };

/**
 * A prop whose value is code: `items: expression('items')` writes `items={items}`,
 * `icon: expression('<UploadOutlined />')` writes `icon={<UploadOutlined />}`.
 */
export const expression = (code: string): JsxExpression => ({ [EXPRESSION]: code });

const isExpression = (value: unknown): value is JsxExpression =>
  typeof value === 'object' && value !== null && EXPRESSION in value;

type PropValue = string | number | boolean | null | undefined | object;

/** A JSX attribute for a value: `disabled`, `size="large"`, `count={5}`, `style={{ width: 200 }}`; none for false. */
export function jsxAttribute(name: string, value: PropValue): string | null {
  if (isExpression(value)) return `${name}={${value[EXPRESSION]}}`;
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return name;
  if (typeof value === 'string' && !/["{}<>\\\n]/.test(value)) return `${name}="${value}"`;
  if (typeof value === 'string') return `${name}={${JSON.stringify(value)}}`;
  if (typeof value === 'number') return `${name}={${value}}`;
  return `${name}={${objectLiteral(value)}}`;
}

/** An object or array as a short JS literal: `{ width: 200 }`, `['a', 'b']`. */
function objectLiteral(value: object): string {
  if (Array.isArray(value)) return `[${value.map((v) => literal(v)).join(', ')}]`;
  const entries = Object.entries(value).map(
    ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(v)}`,
  );
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

const literal = (v: PropValue): string =>
  typeof v === 'string'
    ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : typeof v === 'object' && v !== null
      ? objectLiteral(v)
      : String(v);

/** Text as JSX children: as it is, or as a string expression when it holds characters JSX would read as code. */
export const jsxText = (text: string) => (/[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text);

/**
 * One JSX element. Props equal to `defaults` are left out, as a person would write them, and `false` is written
 * only for a prop whose default is `true` (`closable={false}`); attributes go on their own lines when the element
 * would pass 80 columns. `children` is inner JSX text, already written.
 */
export function jsxElement(
  tag: string,
  props: Record<string, PropValue>,
  {
    children,
    defaults = {},
    indent = '',
  }: { children?: string; defaults?: PlaygroundValues; indent?: string } = {},
): string {
  const attributes = Object.entries(props)
    .filter(([name, value]) => defaults[name] !== value)
    .map(([name, value]) =>
      value === false && defaults[name] === true ? `${name}={false}` : jsxAttribute(name, value),
    )
    .filter((a): a is string => a !== null);
  const open = attributes.length ? `<${tag} ${attributes.join(' ')}` : `<${tag}`;
  const inner = children?.includes('\n')
    ? `\n${children
        .split('\n')
        .map((l) => (l ? `${indent}  ${l}` : l))
        .join('\n')}\n${indent}`
    : children;
  const oneLine = inner === undefined ? `${open} />` : `${open}>${inner}</${tag}>`;
  if (indent.length + oneLine.length <= 80 || attributes.length < 2) return oneLine;
  const lines = attributes.map((a) => `${indent}  ${a}`).join('\n');
  return inner === undefined
    ? `<${tag}\n${lines}\n${indent}/>`
    : `<${tag}\n${lines}\n${indent}>${inner.startsWith('\n') ? inner : `\n${indent}  ${inner}\n${indent}`}</${tag}>`;
}

/**
 * A whole demo file around some JSX: its imports, then a component returning the JSX (`setup` is code placed
 * before the return, such as state or data).
 */
export function demoModule({
  imports,
  jsx,
  setup,
  name = 'Demo',
}: {
  /** module → named imports, or the name of its default import: `{ antd: ['Button'], dayjs: 'dayjs' }`. */
  imports: Record<string, string[] | string>;
  jsx: string;
  setup?: string;
  name?: string;
}): string {
  const importLines = Object.entries(imports)
    .map(([from, names]) =>
      typeof names === 'string'
        ? `import ${names} from '${from}';`
        : `import { ${[...names].sort().join(', ')} } from '${from}';`,
    )
    .join('\n');
  const body = jsx.includes('\n')
    ? `  return (\n${jsx
        .split('\n')
        .map((l) => (l ? `    ${l}` : l))
        .join('\n')}\n  );`
    : `  return ${jsx};`;
  const prelude = setup
    ? `${setup
        .split('\n')
        .map((l) => (l ? `  ${l}` : l))
        .join('\n')}\n\n`
    : '';
  return `${importLines}\n\nexport default function ${name}() {\n${prelude}${body}\n}\n`;
}

/** The values a playground starts with. */
export const initialValues = (controls: { prop: string; initial: string | number | boolean }[]) =>
  Object.fromEntries(controls.map((c) => [c.prop, c.initial])) as PlaygroundValues;
