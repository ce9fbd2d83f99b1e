import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME, LEGAL_PATH } from '../../config/app-config';

export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      {/* <bdi>: the sentence keeps its own (left-to-right) order in an RTL layout, its full stop at its end. */}
      <bdi>{t('footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}</bdi>
      <span className="app-footer-links">
        <Link to={`${LEGAL_PATH}/terms`}>{t('footer.terms')}</Link>
        <span aria-hidden="true">|</span>
        <Link to={`${LEGAL_PATH}/privacy`}>{t('footer.privacy')}</Link>
      </span>
    </footer>
  );
});
