import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography, Upload, type UploadProps } from 'antd';

const MAX_SIZE = 2 * 1024 * 1024;

export default function UploadClickUpload() {
  const { message } = App.useApp();

  // Returning false keeps the file in the list without sending it; LIST_IGNORE leaves it out of the list.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > MAX_SIZE) {
      message.error(`${file.name} is over 2 MB.`);
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">Price lists in CSV or Excel, up to 2 MB each.</Typography.Text>
      <Upload accept=".csv,.xlsx" beforeUpload={beforeUpload} maxCount={3} multiple>
        <Button icon={<UploadOutlined />}>Import price list</Button>
      </Upload>
    </Flex>
  );
}
