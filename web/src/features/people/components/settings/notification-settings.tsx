import type { NotificationPreferences } from '@atrium/contracts';
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from '@atrium/contracts/card-rules';
import { App, Flex, Skeleton, Switch, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';
import { useGetPreferencesQuery, useUpdatePreferencesMutation } from '../../api';
import { LoadFailed, SectionTitle } from './shared';

/** Notification: one switch per preference, saved as soon as it is toggled. */
export function NotificationSettings() {
  const { t } = useTranslation('settings');
  const preferences = useGetPreferencesQuery();

  let body: React.ReactNode;
  if (preferences.data) {
    body = <PreferenceList preferences={preferences.data} />;
  } else if (preferences.isError) {
    body = (
      <LoadFailed
        title={t('notification.loadFailed')}
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 7 }} />;
  }

  return (
    <section aria-labelledby="settings-notification">
      <SectionTitle>
        <span id="settings-notification">{t('menu.notification')}</span>
      </SectionTitle>
      {body}
    </section>
  );
}

type Override = { value: boolean; saving: boolean };

function PreferenceList({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [updatePreferences] = useUpdatePreferencesMutation();
  // What a switch shows from the moment it is toggled until the refetched preferences arrive (dropped at
  // once on failure, so the switch goes back).
  const [overrides, setOverrides] = useState<Partial<Record<NotificationPreference, Override>>>({});

  // Fresh preferences from the server replace every change that has finished saving (adjusted while
  // rendering, React's pattern for state derived from a changed prop).
  const [seen, setSeen] = useState(preferences);
  if (seen !== preferences) {
    setSeen(preferences);
    setOverrides(
      (current) => Object.fromEntries(Object.entries(current).filter(([, o]) => o.saving)) as typeof current,
    );
  }

  const toggle = async (key: NotificationPreference, value: boolean) => {
    setOverrides((o) => ({ ...o, [key]: { value, saving: true } }));
    try {
      const updated = await updatePreferences({ [key]: value }).unwrap();
      setOverrides((o) => ({ ...o, [key]: { value: updated[key] ?? value, saving: false } }));
    } catch (error) {
      setOverrides(({ [key]: _, ...rest }) => rest);
      message.error(
        t('notification.saveFailed', {
          name: t(`notification.items.${key}.title`),
          message: apiErrors.message(error),
        }),
      );
    }
  };

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {NOTIFICATION_PREFERENCES.map((key, i) => {
        const saving = overrides[key]?.saving ?? false;
        const checked = overrides[key]?.value ?? preferences[key] ?? false;
        return (
          <li
            key={key}
            style={{
              paddingBlock: token.paddingMD,
              borderBlockStart: i === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Flex align="center" justify="space-between" gap={token.marginLG}>
              <Flex vertical>
                <Typography.Text strong id={`pref-${key}-title`}>
                  {t(`notification.items.${key}.title`)}
                </Typography.Text>
                <Typography.Text type="secondary" id={`pref-${key}-description`}>
                  {t(`notification.items.${key}.description`)}
                </Typography.Text>
              </Flex>
              <Switch
                checked={checked}
                loading={saving}
                disabled={saving}
                onChange={(value) => void toggle(key, value)}
                aria-labelledby={`pref-${key}-title`}
                aria-describedby={`pref-${key}-description`}
              />
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
