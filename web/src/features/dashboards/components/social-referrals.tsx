import {
  DribbbleOutlined,
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { type Period, SOCIAL_NETWORKS } from '@atrium/contracts/dashboard-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkline } from '../../../lib/charts/svg';
import { useGetTrafficQuery } from '../api';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

type Network = (typeof SOCIAL_NETWORKS)[number];

const NETWORKS: Record<Network, { icon: typeof FacebookFilled; color: string }> = {
  facebook: { icon: FacebookFilled, color: '#1877f2' },
  twitter: { icon: XOutlined, color: '#1da1f2' },
  instagram: { icon: InstagramOutlined, color: '#e1306c' },
  linkedin: { icon: LinkedinFilled, color: '#0a66c2' },
  youtube: { icon: YoutubeFilled, color: '#ff0000' },
  dribbble: { icon: DribbbleOutlined, color: '#ea4c89' },
};

/** "Social media referrals": sessions that came from each network, with its last 14 days as a sparkline. */
export function SocialReferralsWidget({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  // Every referral source (there are few), so each network's row is there whatever the ranking.
  const query = useGetTrafficQuery({ dimension: 'source', period, limit: 20 });
  const traffic = query.data;

  const networks = useMemo(
    () =>
      SOCIAL_NETWORKS.map((network) => {
        const row = traffic?.rows.find((r) => r.key === network);
        return {
          network,
          sessions: row?.sessions ?? 0,
          percent: row?.percent ?? 0,
          series: row?.series ?? [],
        };
      }).sort((a, b) => b.sessions - a.sessions),
    [traffic],
  );

  return (
    <WidgetCard
      title={t('social.title')}
      query={query}
      skeletonRows={6}
      testId="social-referrals"
      exportRows={() => [
        [t('social.network'), t('social.sessions'), t('social.percent')],
        ...networks.map((n) => [t(`social.networks.${n.network}`), n.sessions, n.percent]),
      ]}
    >
      {() => (
        <ul className="dashboard-rows">
          {networks.map(({ network, sessions, percent, series }) => {
            const { icon: Icon, color } = NETWORKS[network];
            const name = t(`social.networks.${network}`);
            return (
              <li key={network} data-network={network}>
                <Icon aria-hidden style={{ color, fontSize: 22 }} />
                <div className="dashboard-row-main">
                  <bdi>{name}</bdi>
                  <span className="dashboard-muted">
                    {f.number(sessions)} · {f.percent(percent)}
                  </span>
                </div>
                <div style={{ inlineSize: 110, flex: '0 0 auto' }}>
                  <Sparkline
                    values={series.length ? series : [0, 0]}
                    color={color}
                    height={36}
                    ariaLabel={t('social.trend', { network: name })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
