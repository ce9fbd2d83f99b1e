import type { BillingPerson } from '@atrium/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** For a member who may not change the plan: whom to ask, named in the language's own list style. */
export function AskAdmin({ admins }: { admins: BillingPerson[] }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    admins.map((a) => a.displayName),
  );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="ask-admin"
      title={admins.length ? t('askAdmin', { names }) : t('askAnyAdmin')}
    />
  );
}
