import type { ComponentType, ReactNode } from 'react';
import type { SourceLoader } from '../../../components/demo/demo-card';

/** One live demo: its component and the loader of its own source file (`?raw`, a chunk fetched on demand). */
export type DemoEntry = {
  /** Anchor and translation key: `demos.<key>.title` / `.description` in the page's namespace. */
  key: string;
  Demo: ComponentType;
  source: SourceLoader;
};

/** One row of a page's API table; the description is `api.<name>` in the page's namespace. */
export type ApiRow = { name: string; type: string; default?: string };

/** A playground control: a prop of the demo and how to pick its value. The label is the prop's name. */
export type Control =
  | {
      prop: string;
      kind: 'select' | 'radio';
      options: readonly (string | number)[];
      initial: string | number;
    }
  | { prop: string; kind: 'switch'; initial: boolean }
  | { prop: string; kind: 'text'; initial: string }
  | { prop: string; kind: 'number'; initial: number; min?: number; max?: number; step?: number };

export type PlaygroundValues = Record<string, string | number | boolean>;

/**
 * The page's playground: controls beside a live demo, and the code of that demo for the chosen values.
 * `render` and `code` receive the same values; tests check they agree (kit/jsx-code.ts writes the code).
 */
export type Playground<V extends object = PlaygroundValues> = {
  controls: Control[];
  render: (values: V) => ReactNode;
  code: (values: V) => string;
};

/**
 * A playground whose `render` and `code` take the component's own prop types (`Pick<ButtonProps, 'type'>`); the
 * controls' values are given to them as those types, since each control only offers the component's values.
 */
export const playground = <V extends object>(spec: Playground<V>) => spec as unknown as Playground;

/**
 * A component page. Its strings live in the namespace `catalogue/<name>` (public/locales/<lng>/catalogue/):
 * `intro`, `note` (optional), `playground.title|description`, `demos.<key>.title|description`, `api.<prop>`.
 */
export type CataloguePage = {
  /** The route's last segment: `button`, `date-picker`. */
  name: string;
  /** What to import, shown at the top of the page: `import { Button } from 'antd';`. */
  imports: string;
  /** The component's page on ant.design, for the full API. */
  docs: string;
  /** The page has a `note` string (e.g. Comment: built from antd parts). */
  note?: boolean;
  playground: Playground;
  demos: DemoEntry[];
  api: ApiRow[];
};
