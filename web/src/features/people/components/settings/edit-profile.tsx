import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { Member, ProfileUpdate } from '@atrium/contracts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  USERNAME_PATTERN,
} from '@atrium/contracts/profile-rules';
import {
  App,
  Avatar,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Popconfirm,
  Row,
  Skeleton,
  Typography,
  theme,
  Upload,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMeQuery } from '../../../../lib/access';
import { useApiErrors } from '../../../../lib/api-errors';
import { useAppDispatch, useAppSelector } from '../../../../lib/hooks';
import { useUnsavedChanges } from '../../../../lib/use-unsaved-changes';
import { authService, userChanged } from '../../../auth';
import { useRemoveAvatarMutation, useUpdateMeMutation, useUploadAvatarMutation } from '../../api';
import {
  ExperiencesField,
  type ExperienceValues,
  experiencesFromForm,
  experiencesToForm,
  InterestsField,
} from './experiences-field';
import { applyFieldErrors, LoadFailed, SectionTitle } from './shared';

const DATE_FORMAT = 'YYYY-MM-DD';
const AVATAR_MAX_LABEL = `${AVATAR_MAX_BYTES / (1024 * 1024)} MB`;

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

const absoluteUrl = (url: string | null) => (url ? new URL(url, window.location.origin).href : null);

/**
 * The Firebase profile update for a member: only the fields that have a value. The SDK forwards
 * `photoURL: null` to the REST API as `"photoUrl": null`, which the Auth Emulator refuses with a 400, and the
 * display name sent with it is lost too. So a member without an avatar sends no photoURL at all (a removed
 * avatar's old URL may stay on the Firebase account; the app shows the member record's avatar first).
 */
function signInProfileOf(member: Member): { displayName?: string; photoURL?: string } {
  const photoURL = absoluteUrl(member.avatarUrl);
  return {
    ...(member.displayName ? { displayName: member.displayName } : {}),
    ...(photoURL ? { photoURL } : {}),
  };
}

/**
 * Keeps the Firebase profile (and the header's copy of it) in step with the member record. Best effort: the
 * member record is the source of truth, so a failure here only warns and never undoes what was saved.
 */
function useSyncSignInProfile() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.user.current);
  const { message } = App.useApp();
  const { t } = useTranslation('settings');
  return async (member: Member) => {
    try {
      await authService.updateProfile(signInProfileOf(member));
      // The header's copy follows the member record, a removed avatar included.
      if (current)
        dispatch(
          userChanged({
            ...current,
            displayName: member.displayName || current.displayName,
            photoURL: absoluteUrl(member.avatarUrl),
          }),
        );
    } catch {
      message.warning(t('profile.syncFailed'));
    }
  };
}

/** Edit Profile: the avatar, then the member's own profile fields (PATCH /api/me). */
export function EditProfile() {
  const { t } = useTranslation('settings');
  const me = useGetMeQuery();

  let body: React.ReactNode;
  if (me.data) {
    body = (
      <>
        <AvatarSection member={me.data} />
        <ProfileForm member={me.data} />
      </>
    );
  } else if (me.isError) {
    body = <LoadFailed title={t('profile.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  } else {
    body = <Skeleton active avatar paragraph={{ rows: 10 }} />;
  }

  return (
    <section aria-labelledby="settings-edit-profile">
      <SectionTitle>
        <span id="settings-edit-profile">{t('menu.editProfile')}</span>
      </SectionTitle>
      {body}
    </section>
  );
}

function AvatarSection({ member }: { member: Member }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [uploadAvatar, upload] = useUploadAvatarMutation();
  const [removeAvatar, removal] = useRemoveAvatarMutation();
  const sync = useSyncSignInProfile();
  const busy = upload.isLoading || removal.isLoading;

  const send = async (file: File) => {
    try {
      const updated = await uploadAvatar(file).unwrap();
      message.success(t('profile.avatarUpdated'));
      await sync(updated);
    } catch (error) {
      message.error(t('profile.avatarFailed', { message: apiErrors.message(error) }));
    }
  };

  const remove = async () => {
    try {
      const updated = await removeAvatar().unwrap();
      message.success(t('profile.avatarRemoved'));
      await sync(updated);
    } catch (error) {
      message.error(t('profile.avatarFailed', { message: apiErrors.message(error) }));
    }
  };

  return (
    <Flex align="center" gap={token.marginLG} wrap style={{ marginBlockEnd: token.marginLG }}>
      <Avatar
        size={88}
        src={member.avatarUrl ?? undefined}
        alt={t('profile.avatarAlt')}
        icon={<UserOutlined />}
      />
      <Flex vertical gap={token.marginXS}>
        <Flex gap={token.marginSM} wrap>
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
                message.error(t('profile.avatarType'));
              } else if (file.size > AVATAR_MAX_BYTES) {
                message.error(t('profile.avatarSize', { size: AVATAR_MAX_LABEL }));
              } else {
                void send(file);
              }
              // Never kept in an upload list nor posted by antd: the API takes the raw file (uploadAvatar).
              return Upload.LIST_IGNORE;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isLoading}
              disabled={busy}
            >
              {t('profile.changeAvatar')}
            </Button>
          </Upload>
          {member.avatarUrl && (
            <Popconfirm
              title={t('profile.removeAvatarConfirm')}
              okText={t('profile.removeAvatar')}
              cancelText={t('shared.cancel')}
              onConfirm={remove}
            >
              <Button icon={<DeleteOutlined aria-hidden />} loading={removal.isLoading} disabled={busy}>
                {t('profile.removeAvatar')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {t('profile.avatarHelp', { size: AVATAR_MAX_LABEL })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function ProfileForm({ member }: { member: Member }) {
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
