// The sign-in and sign-up pages arrive as HTML prerendered at build time (web/build/prerender.ts), shown until the
// app's own render of the form is ready; this reads what was typed there before lib/prerendered.ts removes it.

const PRERENDERED_ID = 'prerendered';

/** What a visitor did on the prerendered form before the app took over. */
export type Adopted = {
  /** Typed values by field name (the input ids are `<form name>_<field>`, as antd names them). */
  values: Record<string, string>;
  /** The field that had the focus, and where the caret was. */
  focus: { field: string; start: number | null; end: number | null } | null;
  /** Enter or the submit button was pressed (public/boot.js held the submit back). */
  submitted: boolean;
};

/** What was typed into the prerendered form `formName`, or null when the page was not prerendered. */
export function adoptPrerendered(formName: string): Adopted | null {
  if (typeof document === 'undefined') return null; // rendering the page at build time
  const form = document.getElementById(PRERENDERED_ID)?.querySelector<HTMLFormElement>(`form#${formName}`);
  if (!form) return null;
  const prefix = `${formName}_`;
  const values: Record<string, string> = {};
  let focus: Adopted['focus'] = null;
  for (const input of form.querySelectorAll<HTMLInputElement>(`input[id^="${prefix}"]`)) {
    const field = input.id.slice(prefix.length);
    if (input.value) values[field] = input.value;
    if (input === document.activeElement)
      focus = { field, start: input.selectionStart, end: input.selectionEnd };
  }
  return { values, focus, submitted: window.__atriumPrerenderSubmit === formName };
}
