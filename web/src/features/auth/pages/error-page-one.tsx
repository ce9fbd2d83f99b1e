import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import '../components/auth.css';

/** "Page not found" design: illustration, a short apology and a way home. */
export default function ErrorPageOne() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="error-page">
      <Logo />
      <img src="/img/error-404.svg" alt={t('errors.notFoundAlt')} width={420} height={300} />
      <h1 className="auth-title">{t('errors.notFoundTitle')}</h1>
      <p className="auth-muted">{t('errors.notFoundText')}</p>
      <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate('/')}>
        {t('errors.goHome')}
      </Button>
    </div>
  );
}
