import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PROFILE_LIMITS } from '@atrium/contracts/profile-rules';
import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import './experiences-field.css';

/** One row of the Experiences list as the form holds it: months as dayjs values, no end while it lasts. */
export type ExperienceValues = { title: string; company: string; from: Dayjs | null; to: Dayjs | null };

const MONTH = 'YYYY-MM';

/** The profile's experiences: a row each (title, company, from, to), added and removed in place. */
export function ExperiencesField() {
  const { t } = useTranslation('settings');
  return (
    <Form.List name="experiences">
      {(rows, { add, remove }) => (
        <fieldset className="settings-fieldset">
          <legend>{t('profile.experiences')}</legend>
          {rows.map(({ key, name }) => (
            <Row key={key} gutter={12} className="settings-list-row" data-testid="experience-row">
              <Col xs={24} md={12}>
                <Form.Item
                  name={[name, 'title']}
                  label={t('profile.experienceTitle')}
                  rules={[{ required: true, whitespace: true }, { max: PROFILE_LIMITS.title }]}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name={[name, 'company']}
                  label={t('profile.company')}
                  rules={[{ required: true, whitespace: true }, { max: PROFILE_LIMITS.company }]}
                >
                  <Input autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={12} md={9}>
                <Form.Item name={[name, 'from']} label={t('profile.from')} rules={[{ required: true }]}>
                  <DatePicker picker="month" format={MONTH} style={{ width: '100%' }} disabledDate={future} />
                </Form.Item>
              </Col>
              <Col xs={12} md={9}>
                <Form.Item
                  name={[name, 'to']}
                  label={t('profile.to')}
                  dependencies={[['experiences', name, 'from']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, to: Dayjs | null) => {
                        const from: Dayjs | null = getFieldValue(['experiences', name, 'from']);
                        if (to && from && to.isBefore(from, 'month'))
                          throw new Error(t('profile.endBeforeStart'));
                      },
                    }),
                  ]}
                  extra={t('profile.toHelp')}
                >
                  <DatePicker
                    picker="month"
                    format={MONTH}
                    style={{ width: '100%' }}
                    placeholder={t('profile.present')}
                    disabledDate={future}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6} className="settings-list-row-actions">
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                  aria-label={t('profile.removeExperience', { n: name + 1 })}
                >
                  {t('profile.remove')}
                </Button>
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ title: '', company: '', from: null, to: null })}
            disabled={rows.length >= PROFILE_LIMITS.experiences}
            block
          >
            {rows.length >= PROFILE_LIMITS.experiences
              ? t('profile.experiencesFull', { max: PROFILE_LIMITS.experiences })
              : t('profile.addExperience')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

const future = (d: Dayjs) => d.isAfter(dayjs(), 'month');

/** Interests as tags: typed and Enter (or a comma), each at most PROFILE_LIMITS.interest characters. */
export function InterestsField() {
  const { t } = useTranslation('settings');
  return (
    <Form.Item
      name="interests"
      label={t('profile.interests')}
      extra={t('profile.interestsHelp', { max: PROFILE_LIMITS.interests })}
      rules={[
        {
          validator: async (_, tags: string[] | undefined) => {
            if ((tags ?? []).some((tag) => tag.trim().length > PROFILE_LIMITS.interest))
              throw new Error(t('profile.interestTooLong', { max: PROFILE_LIMITS.interest }));
          },
        },
      ]}
    >
      <Select
        mode="tags"
        maxCount={PROFILE_LIMITS.interests}
        tokenSeparators={[',']}
        suffixIcon={null}
        notFoundContent={null}
        aria-label={t('profile.interests')}
      />
    </Form.Item>
  );
}

export const experiencesToForm = (
  list: { title: string; company: string; from: string; to: string | null }[],
) =>
  list.map((e) => ({
    title: e.title,
    company: e.company,
    from: dayjs(`${e.from}-01`),
    to: e.to ? dayjs(`${e.to}-01`) : null,
  }));

export const experiencesFromForm = (rows: ExperienceValues[] | undefined) =>
  (rows ?? []).map((e) => ({
    title: (e.title ?? '').trim(),
    company: (e.company ?? '').trim(),
    from: e.from ? e.from.format(MONTH) : '',
    to: e.to ? e.to.format(MONTH) : null,
  }));
