import type { Project, ProjectCreate, ProjectUpdate } from '@atrium/contracts';
import { Alert, App, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../api';
import { useProjectColours } from '../colours';
import {
  PROJECT_CATEGORY_MAX,
  PROJECT_COVER_COLORS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_MEMBERS_MAX,
  PROJECT_NAME_MAX,
} from '../limits';
import { coverName } from '../names';
import { MemberSelect } from './member-select';

type Values = {
  name: string;
  category: string;
  description: string;
  memberUids: string[];
  dueDate: Dayjs | null;
  coverColor: string;
};

type Props = {
  /** The project to edit; none: a new one. */
  project?: Project;
  myUid?: string;
  onClose: () => void;
  onSaved?: (project: Project) => void;
};

/**
 * New or Edit project: name, category, description, members (searched on the server), due date and cover colour.
 * The contract's limits are checked as one types; the server's refusals show at their fields, translated.
 */
export function ProjectFormModal({ project, myUid, onClose, onSaved }: Props) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const colours = useProjectColours();
  const errors = useApiErrors();
  const [form] = Form.useForm<Values>();
  const [create, created] = useCreateProjectMutation();
  const [update, updated] = useUpdateProjectMutation();
  const busy = created.isLoading || updated.isLoading;
  const failure = project ? updated.error : created.error;
  const canManage = project ? project.canManage : true;
  const ownerUid = project ? (project.owner?.uid ?? undefined) : myUid;

  const initial: Values = {
    name: project?.name ?? '',
    category: project?.category ?? '',
    description: project?.description ?? '',
    memberUids: project ? project.members.map((m) => m.uid) : myUid ? [myUid] : [],
    dueDate: project?.dueDate ? dayjs(project.dueDate) : null,
    coverColor: project?.coverColor ?? PROJECT_COVER_COLORS[0],
  };

  // A second click before the first answer is not a second project.
  const sending = useRef(false);
  const submit = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    const fields = {
      name: values.name.trim(),
      category: values.category.trim(),
      description: values.description,
      coverColor: values.coverColor,
      dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null,
    };
    try {
      let saved: Project;
      if (project) {
        const changes: ProjectUpdate = canManage ? { ...fields, memberUids: values.memberUids } : fields;
        saved = await update({ id: project.id, changes }).unwrap();
        message.success(t('form.saved'));
      } else {
        const body: ProjectCreate = { ...fields, memberUids: values.memberUids.filter((u) => u !== myUid) };
        saved = await create(body).unwrap();
        message.success(t('form.created'));
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const byField = errors.fields(error);
      const known = Object.entries(byField).filter(([name]) => name in initial);
      form.setFields(known.map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
      // Only a refusal lets the form be sent again; a saved one closes.
      sending.current = false;
    }
  };

  const tooLong = (max: number) => ({ max, message: t('form.tooLong', { max }) });
  const generalError =
    failure && Object.keys(errors.fields(failure)).every((n) => !(n in initial))
      ? errors.message(failure)
      : null;

  return (
    <Modal
      open
      title={project ? t('form.editTitle') : t('form.newTitle')}
      okText={project ? t('form.save') : t('form.create')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      styles={{ body: colours }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        data-testid="project-form"
      >
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={[
            { required: true, whitespace: true, message: t('form.required') },
            tooLong(PROJECT_NAME_MAX),
          ]}
        >
          <Input autoFocus maxLength={PROJECT_NAME_MAX + 1} />
        </Form.Item>
        <Form.Item name="category" label={t('form.category')} rules={[tooLong(PROJECT_CATEGORY_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          rules={[tooLong(PROJECT_DESCRIPTION_MAX)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="memberUids"
          label={t('form.members')}
          extra={canManage ? undefined : t('project.manageOnly')}
        >
          <MemberSelect
            known={project?.members ?? []}
            fixedUid={ownerUid}
            disabled={!canManage}
            max={PROJECT_MEMBERS_MAX}
          />
        </Form.Item>
        <Form.Item name="dueDate" label={t('form.dueDate')}>
          <DatePicker className="pj-full-width" />
        </Form.Item>
        <Form.Item name="coverColor" label={t('form.cover')}>
          <Radio.Group className="pj-swatches">
            {PROJECT_COVER_COLORS.map((c) => (
              <Radio key={c} value={c} className="pj-swatch-radio">
                <span className="pj-swatch" style={{ background: c }} aria-hidden />
                <span className="visually-hidden">{coverName(c, t)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {generalError && <Alert type="error" showIcon title={generalError} />}
      </Form>
    </Modal>
  );
}
