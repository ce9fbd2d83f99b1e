import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import '../components/auth.css';

/** "Something went wrong" design: a big 500, what happened, reload or go home. */
export default function ErrorPageTwo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="error-page error-page-two">
      <Logo />
      <img src="/img/error-500.svg" alt={t('errors.serverErrorAlt')} width={420} height={300} />
      <h1 className="auth-title">{t('errors.serverErrorTitle')}</h1>
      <p className="auth-muted">{t('errors.serverErrorText')}</p>
      <Space>
        <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          {t('errors.goHome')}
        </Button>
      </Space>
    </div>
  );
}
