import * as loaded from 'rrule';

// rrule ships CommonJS (UMD) for Node and ES modules for bundlers: Node's ES module loader sees one default export
// (the CommonJS exports), a bundler the named ones. Either way, the same classes.
const lib = ((loaded as { default?: typeof loaded }).default ?? loaded) as typeof loaded;

export const { RRule, Weekday } = lib;
export type RRuleOptions = NonNullable<ConstructorParameters<typeof lib.RRule>[0]>;
