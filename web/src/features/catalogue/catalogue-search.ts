/** Folds case, accents and full-width forms, and drops spaces and dashes: "Date picker" finds "DatePicker". */
export const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[\s\-_·・]+/g, '');

/** Whether any of the texts contains the query (an empty query matches everything). */
export const matchesQuery = (query: string, texts: string[]) => {
  const needle = normalise(query.trim());
  return needle === '' || texts.some((text) => normalise(text).includes(needle));
};
