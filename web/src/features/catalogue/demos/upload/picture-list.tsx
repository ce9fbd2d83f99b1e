import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function UploadPictureList() {
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const objectUrls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // Each new photo gets a local URL, used for its thumbnail and its preview link.
  const onChange: UploadProps['onChange'] = ({ fileList: next }) =>
    setFileList(
      next.map((file) => {
        if (file.url || !file.originFileObj) return file;
        const url = URL.createObjectURL(file.originFileObj);
        objectUrls.current.push(url);
        return { ...file, url, thumbUrl: url };
      }),
    );

  return (
    <Upload
      listType="picture"
      accept="image/png,image/jpeg,image/webp"
      multiple
      fileList={fileList}
      beforeUpload={() => false}
      onChange={onChange}
      onRemove={(file) => {
        if (file.url) URL.revokeObjectURL(file.url);
      }}
    >
      <Button icon={<UploadOutlined />}>Add photos of the Linen throw</Button>
    </Upload>
  );
}
