import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { MAIL_PAGE_SIZE } from '@atrium/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

type Props = {
  /** 1 for the first page. */
  page: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  nextCursor: string | null;
  onPrev: () => void;
  onNext: (cursor: string) => void;
};

/** "1–25 of 312" with Prev and Next (keyset pages: no jumping to page 7). */
export function MailPager({ page, shown, total, nextCursor, onPrev, onNext }: Props) {
  const { t, i18n } = useTranslation('mail');
  const from = (page - 1) * MAIL_PAGE_SIZE + (shown > 0 ? 1 : 0);
  const to = Math.min(total, (page - 1) * MAIL_PAGE_SIZE + shown);
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <nav className="mail-pager" aria-label={t('pager.label')}>
      <bdi className="mail-pager-range">
        {t('pager.range', { from: n(from), to: n(to), total: n(total) })}
      </bdi>
      <Button
        size="small"
        // The arrows point the way the pages run: mirrored right to left (mail.css).
        icon={<LeftOutlined className="mail-flip" aria-hidden />}
        aria-label={t('pager.prev')}
        title={t('pager.prev')}
        disabled={page <= 1}
        onClick={onPrev}
      />
      <Button
        size="small"
        icon={<RightOutlined className="mail-flip" aria-hidden />}
        aria-label={t('pager.next')}
        title={t('pager.next')}
        disabled={!nextCursor}
        onClick={() => nextCursor && onNext(nextCursor)}
      />
    </nav>
  );
}
