import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';

const INVOICES: UploadFile[] = [
  { uid: 'inv-1042', name: 'invoice-1042.pdf', status: 'done' },
  {
    uid: 'inv-1043',
    name: 'invoice-1043.pdf',
    status: 'uploading',
    percent: 30,
    // A file's aria-label names its progress bar for screen readers.
    'aria-label': 'Uploading invoice-1043.pdf',
  },
  { uid: 'inv-1044', name: 'invoice-1044.pdf', status: 'error', response: 'The PDF is password-protected.' },
];

/** Nothing is sent: each tick moves the files marked as uploading on by 10%, then marks them done. */
const advance = (list: UploadFile[]) =>
  list.some((file) => file.status === 'uploading')
    ? list.map((file): UploadFile => {
        if (file.status !== 'uploading') return file;
        const percent = (file.percent ?? 0) + 10;
        return percent >= 100 ? { ...file, status: 'done', percent: 100 } : { ...file, percent };
      })
    : list;

export default function UploadInvoices() {
  const [fileList, setFileList] = useState(INVOICES);
  useEffect(() => {
    const timer = setInterval(() => setFileList(advance), 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Upload
      accept=".pdf"
      fileList={fileList}
      beforeUpload={() => false}
      onChange={({ fileList: next }) =>
        setFileList(
          next.map((file) =>
            file.status
              ? file
              : { ...file, status: 'uploading', percent: 0, 'aria-label': `Uploading ${file.name}` },
          ),
        )
      }
    >
      <Button icon={<UploadOutlined />}>Add invoice</Button>
    </Upload>
  );
}
