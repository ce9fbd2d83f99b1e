/**
 * The LIKE pattern for "contains `text`", case-folded (the searched columns hold lower-case text), with LIKE's own
 * characters (%, _ and the escape \) matched literally.
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
