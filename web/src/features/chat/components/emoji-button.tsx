import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks';

type PickerLocale = 'en' | 'zh' | 'fr' | 'ja';

// emoji-mart, its data and its texts are ~300 KB: they load when the picker first opens, never with the screen.
const TEXTS: Record<PickerLocale, () => Promise<{ default: unknown }>> = {
  en: () => import('@emoji-mart/data/i18n/en.json'),
  zh: () => import('@emoji-mart/data/i18n/zh.json'),
  fr: () => import('@emoji-mart/data/i18n/fr.json'),
  ja: () => import('@emoji-mart/data/i18n/ja.json'),
};

const pickerLocale = (lng: string): PickerLocale => {
  const base = lng.slice(0, 2);
  return base === 'zh' || base === 'fr' || base === 'ja' ? base : 'en';
};

/** emoji-mart's vanilla picker (a web component), mounted into a div, made again when language or theme change. */
function PickerHost({ onSelect }: { onSelect: (emoji: string) => void }) {
  const { t, i18n } = useTranslation('chat');
  const theme = useAppSelector((s) => s.theme.currentTheme);
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onSelect);
  latest.current = onSelect;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const locale = pickerLocale(i18n.language);

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    Promise.all([import('emoji-mart'), import('@emoji-mart/data'), TEXTS[locale]()])
      .then(([{ Picker }, data, texts]) => {
        if (cancelled || !host.current) return;
        const picker = new Picker({
          data: data.default,
          i18n: texts.default,
          locale,
          theme,
          previewPosition: 'none',
          onEmojiSelect: (emoji: { native: string }) => latest.current(emoji.native),
        });
        host.current.replaceChildren(picker as unknown as Node);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      host.current?.replaceChildren();
    };
  }, [locale, theme]);

  return (
    <div className="chat-emoji-host">
      {state === 'loading' && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      {state === 'failed' && <div role="alert">{t('composer.emojiFailed')}</div>}
      <div ref={host} />
    </div>
  );
}

/** The composer's emoji button: a popover with the picker. */
export function EmojiButton({ onSelect }: { onSelect: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={<PickerHost onSelect={onSelect} />}
      styles={{ container: { padding: 0 } }}
    >
      <Button type="text" icon={<SmileOutlined />} aria-label={t('composer.emoji')} aria-expanded={open} />
    </Popover>
  );
}
