import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './link-form';

/** antd's icon set has no quotation mark: the same 1em outline style, drawn here. */
const QuoteIcon = () => (
  <span className="anticon" aria-hidden>
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden>
      <path d="M4 11.5C4 8 6.2 5.6 9.4 5l.6 1.6C8 7.3 6.9 8.6 6.8 10.3H10V18H4v-6.5zm10 0C14 8 16.2 5.6 19.4 5l.6 1.6c-2 .7-3.1 2-3.2 3.7H20V18h-6v-6.5z" />
    </svg>
  </span>
);

type Action = {
  key: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'code';
  icon: ReactNode;
  run: (e: Editor) => void;
};

const ACTIONS: Action[] = [
  { key: 'bold', icon: <BoldOutlined aria-hidden />, run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', icon: <ItalicOutlined aria-hidden />, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'underline',
    icon: <UnderlineOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'bulletList',
    icon: <UnorderedListOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <OrderedListOutlined aria-hidden />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: 'blockquote', icon: <QuoteIcon />, run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'code', icon: <CodeOutlined aria-hidden />, run: (e) => e.chain().focus().toggleCode().run() },
];

/**
 * Bold, italic, underline, lists, quote, code and link. Each button says whether its format is on at the caret
 * (aria-pressed); the row is one toolbar for assistive technology.
 */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation('mail');
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(ACTIONS.map((a) => [a.key, e?.isActive(a.key) ?? false])),
      link: e?.isActive('link') ?? false,
    }),
  }) as Record<string, boolean> | null;

  const button = (key: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={key} title={t(`editor.${key}`)}>
      <Button
        type={active?.[key] ? 'primary' : 'text'}
        ghost={active?.[key]}
        size="small"
        icon={icon}
        aria-label={t(`editor.${key}`)}
        aria-pressed={active?.[key] ?? false}
        disabled={!editor}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="mail-editor-bar">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="mail-editor-toolbar">
        {ACTIONS.map((a) => button(a.key, a.icon, () => editor && a.run(editor)))}
        {button('link', <LinkOutlined aria-hidden />, () => setLinking((on) => !on))}
      </div>
      {linking && editor && (
        <LinkForm
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}
