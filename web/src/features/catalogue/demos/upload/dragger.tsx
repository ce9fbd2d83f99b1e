import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

export default function UploadDragger() {
  return (
    <Upload.Dragger name="shipping-labels" accept=".pdf" multiple beforeUpload={() => false}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Drop shipping labels here, or click to choose</p>
      <p className="ant-upload-hint">PDF files only. One label per order, such as label-1042.pdf.</p>
    </Upload.Dragger>
  );
}
