import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';

export default function UploadAvatar() {
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  return (
    <Upload
      listType="picture-circle"
      accept="image/png,image/jpeg"
      maxCount={1}
      fileList={fileList}
      beforeUpload={() => false}
      onChange={({ fileList: next }) => setFileList(next)}
    >
      {fileList.length === 0 && (
        <button type="button" style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginBlockStart: 8 }}>Photo of Aiko Tanaka</div>
        </button>
      )}
    </Upload>
  );
}
