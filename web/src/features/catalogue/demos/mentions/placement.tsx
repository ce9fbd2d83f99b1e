import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Mentions } from 'antd';

const options = ['mina.park', 'jonas.weber', 'aiko.tanaka'].map((value) => ({ value, label: value }));

export default function MentionsPlacement() {
  return (
    // A composer at the bottom of a chat: the list opens above, where there is room.
    <Flex gap="small" align="end" style={{ width: '100%', maxWidth: 360 }}>
      <Mentions
        aria-label="Message"
        placement="top"
        placeholder="Message #shipping"
        options={options}
        rows={1}
        style={{ flex: 1 }}
      />
      <Button type="primary" icon={<SendOutlined />} aria-label="Send" />
    </Flex>
  );
}
