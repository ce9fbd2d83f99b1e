import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { EditorToolbar } from './editor-toolbar';
import './rich-text-editor.css';

export type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes are the editor's own (remount it with a key to load another). */
  initialHtml: string;
  /** Every change: the HTML to send and its plain text (to tell whether there is anything written). */
  onChange: (html: string, text: string) => void;
  /** The id of the label naming the body (the form's "Message" label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Put the caret in the body once it is ready (a reply: the member starts typing at once). */
  autoFocus?: boolean;
};

/** The editable element's attributes: named by the form's label, and marked invalid with the form's message. */
const attributes = (labelledBy: string, describedBy?: string, invalid?: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
  // Each paragraph in the direction of its own script, whatever the page's direction.
  dir: 'auto',
  class: 'mail-editor-content',
});

/**
 * The compose body: TipTap with StarterKit (v3 carries Link and Underline) and a toolbar of what a mail needs.
 * Loaded lazily with compose (React.lazy in compose-form.tsx): ProseMirror is ~100 KB that neither the shell nor
 * the mail list needs. The default export is what React.lazy loads.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  autoFocus,
}: RichTextEditorProps) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The toolbar offers no headings or rules; pasted ones become paragraphs rather than markup it cannot undo.
        heading: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    content: initialHtml,
    editorProps: { attributes: attributes(labelledBy, describedBy, invalid) },
    onUpdate: ({ editor: e }) => latest.current(e.getHTML(), e.getText()),
  });

  // Both effects skip a destroyed editor: TipTap destroys an editor whose component is not back 1 ms after its
  // effects were cleaned up, and hands out a new one with the next render (when these run again). A destroyed
  // editor has no commands: calling one threw, and the reply form vanished under the router's error page.

  // aria-invalid and the description follow the form's validation without recreating the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: attributes(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);

  useEffect(() => {
    if (autoFocus && editor && !editor.isDestroyed) editor.commands.focus('start');
  }, [autoFocus, editor]);

  return (
    <div className={`mail-editor ${invalid ? 'mail-editor-invalid' : ''}`}>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
