import type { Permission } from '@atrium/contracts';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTHENTICATED_ENTRY } from '../config/app-config';
import { usePermissionReason } from './permission-gate';

/** A screen the member may not open (a direct URL, a bookmark): who may, and the way home. */
export function Forbidden({ permission }: { permission: Permission }) {
  const { t } = useTranslation(['common', 'shell']);
  const reason = usePermissionReason();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="403"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('shell:access.forbiddenTitle')}</h1>}
        subTitle={<bdi>{reason(permission)}</bdi>}
        extra={
          <Button type="primary" onClick={() => void navigate(AUTHENTICATED_ENTRY)}>
            {t('errors.goHome')}
          </Button>
        }
        data-testid="forbidden"
      />
    </Card>
  );
}
