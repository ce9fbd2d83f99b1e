import { SugarHigh } from 'sugar-high/core';
import { tokenize } from 'sugar-high/lang/typescript';

const TYPE_NAMES = SugarHigh.TokenTypes;

/**
 * TSX source as coloured spans (sugar-high's tokenizer; the colours are CSS variables in demo.css, one set per
 * theme). Built as React elements, not an HTML string: the text is exactly the source, nothing is parsed as markup.
 */
export default function CodeHighlight({ code }: { code: string }) {
  return (
    <code>
      {tokenize(code, {}).map(([type, value], index) => {
        const name = TYPE_NAMES[type];
        return name === 'space' || name === 'break' ? (
          value
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their place in the text
          <span key={index} className={`sh-${name}`}>
            {value}
          </span>
        );
      })}
    </code>
  );
}
