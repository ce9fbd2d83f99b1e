import type { Member, ProfileUpdate } from '@atrium/contracts';
import { PHONE_PATTERN, PROFILE_LIMITS, USERNAME_PATTERN } from '@atrium/contracts/profile-rules';
import { App, Button, Checkbox, Col, DatePicker, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';
import { useUnsavedChanges } from '../../../../lib/use-unsaved-changes';
import { useUpdateMeMutation } from '../../api';
import {
  ExperiencesField,
  type ExperienceValues,
  experiencesFromForm,
  experiencesToForm,
  InterestsField,
} from './experiences-field';
import { applyFieldErrors } from './shared';

import { useSyncSignInProfile } from './sync-sign-in-profile';

const DATE_FORMAT = 'YYYY-MM-DD';

const TEXT_FIELDS = [
  'displayName',
  'username',
  'phone',
  'website',
  'address',
  'city',
  'postCode',
  'title',
  'bio',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type FormValues = Record<TextField, string> & {
  birthDate: Dayjs | null;
  emailVisible: boolean;
  experiences: ExperienceValues[];
  interests: string[];
};
const FORM_FIELDS: readonly string[] = [
  ...TEXT_FIELDS,
  'birthDate',
  'emailVisible',
  'experiences',
  'interests',
];

function toFormValues(member: Member): FormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, member[f] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    ...values,
    birthDate: member.birthDate ? dayjs(member.birthDate) : null,
    emailVisible: member.emailVisible,
    experiences: experiencesToForm(member.experiences),
    interests: member.interests,
  };
}

function toUpdate(values: FormValues): ProfileUpdate {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as Record<
    TextField,
    string
  >;
  // '' clears a field (the API turns it into null); the e-mail is never sent: it cannot be changed here.
  return {
    ...text,
    birthDate: values.birthDate ? values.birthDate.format(DATE_FORMAT) : null,
    emailVisible: values.emailVisible,
    experiences: experiencesFromForm(values.experiences),
    interests: (values.interests ?? []).map((tag) => tag.trim()).filter(Boolean),
  };
}

/** What a save would send, as text: the form has unsaved changes when this differs from the saved profile's. */
const snapshotOf = (values: FormValues) => JSON.stringify(toUpdate(values));

export function ProfileForm({ member }: { member: Member }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  // Read once: later refetches (after a save) must not overwrite what is being typed.
  const [initialValues] = useState(() => toFormValues(member));
  // The profile as last loaded or saved, against which typed changes are judged.
  const saved = useRef(snapshotOf(initialValues));
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const sync = useSyncSignInProfile();

  const max = (n: number): Rule => ({ max: n });
  const website: Rule = {
    validator: async (_, value: string | undefined) => {
      const v = value?.trim();
      if (!v) return;
      let ok = false;
      try {
        const url = new URL(v);
        ok = (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
      } catch {
        ok = false;
      }
      if (!ok) throw new Error(t('profile.websitePattern'));
    },
  };

  const onFinish = async (values: FormValues) => {
    let updated: Member;
    try {
      updated = await updateMe(toUpdate(values)).unwrap();
    } catch (error) {
      const fields = apiErrors.fields(error);
      const unmatched = applyFieldErrors(form, fields, FORM_FIELDS);
      const first = Object.keys(fields).find((f) => FORM_FIELDS.includes(f.split('.')[0] ?? f));
      if (first) form.scrollToField(first.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
      if (Object.keys(fields).length === 0 || unmatched.length > 0) {
        message.error(t('profile.saveFailed', { message: unmatched.join(' ') || apiErrors.message(error) }));
      }
      return;
    }
    message.success(t('profile.saved'));
    const next = toFormValues(updated);
    form.setFieldsValue(next);
    saved.current = snapshotOf(next);
    setDirty(false);
    await sync(updated);
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      // Typing a change and then undoing it leaves nothing to lose.
      onValuesChange={() => setDirty(snapshotOf(form.getFieldsValue(true)) !== saved.current)}
      onFinish={onFinish}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="displayName"
            label={t('profile.name')}
            rules={[{ required: true, whitespace: true }, max(PROFILE_LIMITS.displayName)]}
          >
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="username"
            label={t('profile.username')}
            rules={[{ pattern: USERNAME_PATTERN, message: t('profile.usernamePattern') }]}
          >
            <Input autoComplete="username" dir="ltr" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label={t('profile.email')}
            htmlFor="settings-profile-email"
            extra={t('profile.emailHelp')}
          >
            <Input id="settings-profile-email" value={member.email ?? ''} disabled type="email" dir="ltr" />
          </Form.Item>
          <Form.Item name="emailVisible" valuePropName="checked" extra={t('profile.emailVisibleHelp')}>
            <Checkbox>{t('profile.emailVisible')}</Checkbox>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="birthDate" label={t('profile.birthDate')}>
            <DatePicker
              style={{ width: '100%' }}
              format={DATE_FORMAT}
              disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore('1900-01-01', 'day')}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="phone"
            label={t('profile.phone')}
            rules={[
              max(PROFILE_LIMITS.phone),
              { pattern: PHONE_PATTERN, message: t('profile.phonePattern') },
            ]}
          >
            <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="website"
            label={t('profile.website')}
            rules={[max(PROFILE_LIMITS.website), website]}
          >
            <Input type="url" autoComplete="url" inputMode="url" dir="ltr" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('profile.address')} rules={[max(PROFILE_LIMITS.address)]}>
            <Input autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={t('profile.city')} rules={[max(PROFILE_LIMITS.city)]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postCode" label={t('profile.postCode')} rules={[max(PROFILE_LIMITS.postCode)]}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="title" label={t('profile.title')} rules={[max(PROFILE_LIMITS.title)]}>
            <Input autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="bio" label={t('profile.bio')} rules={[max(PROFILE_LIMITS.bio)]}>
            <Input.TextArea rows={4} showCount maxLength={PROFILE_LIMITS.bio} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <InterestsField />
        </Col>
        <Col span={24}>
          <ExperiencesField />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
