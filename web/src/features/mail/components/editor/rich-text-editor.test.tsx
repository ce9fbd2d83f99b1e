import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import RichTextEditor from './rich-text-editor';

describe('the rich text editor', () => {
  beforeAll(() => {
    // ProseMirror scrolls the caret into view when it takes focus: jsdom has no layout, so no rectangles.
    const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= none;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Element.prototype.getClientRects ??= none;
  });

  // The race CI met once (an effect calling a destroyed editor's commands) depends on React rendering the hidden
  // tree late; this covers the same hide, destroy and show, which must end with a live, focused editor.
  it('takes the caret again after being hidden long enough for TipTap to destroy its editor', async () => {
    let setMode: (mode: 'visible' | 'hidden') => void = () => {};
    function Host() {
      const [mode, set] = useState<'visible' | 'hidden'>('visible');
      setMode = set;
      return (
        <Activity mode={mode}>
          <span id="body-label">Message</span>
          <RichTextEditor initialHtml="<p>Hello</p>" onChange={() => {}} labelledBy="body-label" autoFocus />
        </Activity>
      );
    }
    render(<Host />);
    await screen.findByRole('textbox', { name: 'Message' });
    // Hidden, the editor's effects are cleaned up; 1 ms later TipTap destroys the editor it had.
    act(() => setMode('hidden'));
    await new Promise((done) => setTimeout(done, 20));
    act(() => setMode('visible'));
    const again = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(again).toHaveClass('ProseMirror-focused'));
    expect(again).toHaveTextContent('Hello');
  });
});
