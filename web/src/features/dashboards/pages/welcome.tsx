import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { RouteIcon } from '../../../components/route-icon';
import { linkTo, navigableScreens } from '../../../routes/navigation';

/** Home until the dashboards land: greets the user and links every screen the route table has. */
export default function Welcome() {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.user.current);
  const name = user?.displayName || user?.email || '';
  const screens = navigableScreens().filter(({ node }) => node.key !== 'dashboards-default');

  return (
    <>
      <Card style={{ marginBottom: 25 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="welcome-title">
          {name ? t('welcome.greeting', { name }) : t('welcome.greetingAnonymous')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('welcome.intro')}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[25, 25]} className="welcome-links">
        {screens.map(({ node, trail }) => {
          const icon = trail.find((n) => n.icon)?.icon;
          return (
            <Col key={node.key} xs={24} sm={12} lg={8} xl={6}>
              <Link to={linkTo(node)}>
                <Card hoverable size="small">
                  <Card.Meta
                    avatar={icon ? <RouteIcon name={icon} /> : undefined}
                    title={t(node.titleKey)}
                    description={trail
                      .slice(0, -1)
                      .map((n) => t(n.titleKey))
                      .join(' › ')}
                  />
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
