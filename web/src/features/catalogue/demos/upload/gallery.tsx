import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';

const MAX_PHOTOS = 4;

// An inline picture, so the demo needs no file on a server.
const LAMP_FRONT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f4efe6"/><path d="M28 20h24l8 20H20z" fill="#e0a93b"/><rect x="38" y="40" width="4" height="22" fill="#6b5b45"/><rect x="28" y="62" width="24" height="5" rx="2" fill="#6b5b45"/></svg>',
)}`;

export default function UploadGallery() {
  const [fileList, setFileList] = useState<UploadFile[]>([
    { uid: 'lamp-front', name: 'aurora-lamp-front.svg', status: 'done', url: LAMP_FRONT },
  ]);
  return (
    <Upload
      listType="picture-card"
      accept="image/png,image/jpeg,image/webp"
      multiple
      maxCount={MAX_PHOTOS}
      fileList={fileList}
      beforeUpload={() => false}
      onChange={({ fileList: next }) => setFileList(next)}
    >
      {fileList.length < MAX_PHOTOS && (
        <button type="button" style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginBlockStart: 8 }}>
            {fileList.length}/{MAX_PHOTOS} photos
          </div>
        </button>
      )}
    </Upload>
  );
}
