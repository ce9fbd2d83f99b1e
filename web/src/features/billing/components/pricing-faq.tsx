import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The questions people ask before choosing a plan, by the key of each (`billing:faq.items.<key>`). */
export const FAQ_KEYS = ['change', 'yearly', 'downgrade', 'who', 'currency'] as const;

/** A short billing FAQ below the plans: one question open at a time. */
export function PricingFaq() {
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="pricing-faq" className="pricing-faq">
      <Typography.Title level={2} id="pricing-faq" className="pricing-section-title">
        {t('faq.title')}
      </Typography.Title>
      <Collapse
        accordion
        items={FAQ_KEYS.map((key) => ({
          key,
          label: <bdi>{t(`faq.items.${key}.q`)}</bdi>,
          children: (
            <Typography.Paragraph style={{ margin: 0 }}>
              <bdi>{t(`faq.items.${key}.a`)}</bdi>
            </Typography.Paragraph>
          ),
        }))}
      />
    </section>
  );
}
