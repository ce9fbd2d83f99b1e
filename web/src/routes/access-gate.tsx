import type { Access, Permission } from '@atrium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden } from '../components/forbidden';
import { LoadError } from '../components/load-error';
import { PageLoader } from '../components/page-loader';
import { useAccess } from '../lib/access';

/**
 * A screen that needs more than being signed in: shown once the member's role is known and allows it, else the
 * 403 page. The server refuses the screen's calls anyway; this keeps a member from a screen of errors.
 */
export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation(['common', 'shell']);
  const { can, loading, isError, error, refetch } = useAccess();
  if (access === 'member' || access === 'public') return children;
  if (loading) return <PageLoader />;
  if (isError)
    return <LoadError title={t('shell:access.checking')} error={error} onRetry={() => void refetch()} />;
  return can(access) ? children : <Forbidden permission={access as Permission} />;
}
