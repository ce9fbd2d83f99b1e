import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const UploadAvatar = lazy(() => import('../demos/upload/avatar'));
const UploadClickUpload = lazy(() => import('../demos/upload/click-upload'));
const UploadDragger = lazy(() => import('../demos/upload/dragger'));
const UploadGallery = lazy(() => import('../demos/upload/gallery'));
const UploadInvoices = lazy(() => import('../demos/upload/invoices'));
const UploadPictureList = lazy(() => import('../demos/upload/picture-list'));

type Values = Pick<UploadProps, 'listType' | 'maxCount' | 'multiple' | 'disabled'> & {
  accept: string;
  showUploadList: boolean;
  children: string;
};

const DEFAULTS = { listType: 'text', showUploadList: true };

const INVOICE = [{ uid: 'inv-1042', name: 'invoice-1042.pdf', status: 'done' as const }];
const CARD_BUTTON_STYLE = { border: 0, background: 'none', color: 'inherit', cursor: 'pointer' };

const isCard = (listType: Values['listType']) => listType === 'picture-card' || listType === 'picture-circle';
const props = ({ children, showUploadList, ...v }: Values) => ({ ...v, showUploadList });

function trigger({ listType, children }: Values) {
  if (!isCard(listType)) return <Button icon={<UploadOutlined />}>{children}</Button>;
  return (
    <button type="button" style={CARD_BUTTON_STYLE}>
      <PlusOutlined />
      <div style={{ marginBlockStart: 8 }}>{children}</div>
    </button>
  );
}

function triggerCode({ listType, children }: Values) {
  if (!isCard(listType)) {
    return jsxElement('Button', { icon: expression('<UploadOutlined />') }, { children: jsxText(children) });
  }
  const label = jsxElement('div', { style: { marginBlockStart: 8 } }, { children: jsxText(children) });
  return jsxElement(
    'button',
    { type: 'button', style: CARD_BUTTON_STYLE },
    { children: `<PlusOutlined />\n${label}` },
  );
}

export default componentPage({
  name: 'upload',
  imports: "import { Upload, type UploadFile, type UploadProps } from 'antd';",
  docs: 'https://ant.design/components/upload',
  playground: playground<Values>({
    controls: [
      {
        prop: 'listType',
        kind: 'select',
        options: ['text', 'picture', 'picture-card', 'picture-circle'],
        initial: 'text',
      },
      { prop: 'children', kind: 'text', initial: 'Add invoice' },
      { prop: 'accept', kind: 'select', options: ['.pdf', 'image/*', '.csv,.xlsx'], initial: '.pdf' },
      { prop: 'maxCount', kind: 'number', initial: 3, min: 1, max: 10 },
      { prop: 'multiple', kind: 'switch', initial: true },
      { prop: 'showUploadList', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Upload {...props(v)} defaultFileList={INVOICE} beforeUpload={() => false}>
        {trigger(v)}
      </Upload>
    ),
    code: (v) =>
      demoModule({
        imports: isCard(v.listType)
          ? { '@ant-design/icons': ['PlusOutlined'], antd: ['Upload'] }
          : { '@ant-design/icons': ['UploadOutlined'], antd: ['Button', 'Upload'] },
        jsx: jsxElement(
          'Upload',
          { ...props(v), defaultFileList: INVOICE, beforeUpload: expression('() => false') },
          { defaults: DEFAULTS, children: triggerCode(v) },
        ),
      }),
  }),
  demos: [
    {
      key: 'clickUpload',
      Demo: UploadClickUpload,
      source: () => import('../demos/upload/click-upload.tsx?raw'),
    },
    {
      key: 'pictureList',
      Demo: UploadPictureList,
      source: () => import('../demos/upload/picture-list.tsx?raw'),
    },
    { key: 'dragger', Demo: UploadDragger, source: () => import('../demos/upload/dragger.tsx?raw') },
    { key: 'avatar', Demo: UploadAvatar, source: () => import('../demos/upload/avatar.tsx?raw') },
    { key: 'gallery', Demo: UploadGallery, source: () => import('../demos/upload/gallery.tsx?raw') },
    { key: 'invoices', Demo: UploadInvoices, source: () => import('../demos/upload/invoices.tsx?raw') },
  ],
  api: [
    { name: 'accept', type: 'string | AcceptConfig' },
    { name: 'beforeUpload', type: '(file, fileList) => boolean | Promise<File> | Upload.LIST_IGNORE' },
    { name: 'fileList', type: 'UploadFile[]' },
    { name: 'defaultFileList', type: 'UploadFile[]' },
    { name: 'onChange', type: '(info: { file, fileList, event? }) => void' },
    { name: 'listType', type: "'text' | 'picture' | 'picture-card' | 'picture-circle'", default: "'text'" },
    { name: 'maxCount', type: 'number' },
    { name: 'multiple', type: 'boolean', default: 'false' },
    { name: 'onRemove', type: '(file) => boolean | Promise<boolean> | void' },
    { name: 'onPreview', type: '(file) => void' },
    {
      name: 'showUploadList',
      type: 'boolean | { showPreviewIcon?, showRemoveIcon?, showDownloadIcon?, extra? }',
      default: 'true',
    },
    { name: 'customRequest', type: '(options, { defaultRequest }) => void' },
    { name: 'action', type: 'string | (file) => Promise<string>' },
    { name: 'disabled', type: 'boolean', default: 'false' },
  ],
});
