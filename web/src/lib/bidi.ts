import type { Direction } from '../config/app-config';
import { useAppSelector } from './hooks';

/**
 * A formatted number, amount or date wrapped in a left-to-right isolate (U+2066 … U+2069) when the layout is
 * right-to-left. The app's languages are all written left to right, so in the RTL layout such a value sits in a
 * right-to-left paragraph, where its digits, spaces and currency sign are reordered: French "327 594,11 $US" read
 * "US$ 594,11 327" and "31,4 %" read "% 31,4". The isolate keeps the value's own order wherever it is shown (a
 * widget's text, a table cell, a chart's axis and tooltip) without an element around it. In the LTR layout nothing
 * is added, so copied text and tests see the plain value.
 */
export const ltrIsolate = (direction: Direction): ((text: string) => string) =>
  direction === 'rtl' ? isolate : plain;

const isolate = (text: string) => `\u2066${text}\u2069`;
const plain = (text: string) => text;

/** `ltrIsolate` for the current layout direction. */
export const useLtrIsolate = () => ltrIsolate(useAppSelector((s) => s.theme.direction));
