import { Flex, Mentions } from 'antd';

const options = ['mina.park', 'jonas.weber', 'aiko.tanaka'].map((value) => ({ value, label: value }));

export default function MentionsStatus() {
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 360 }}>
      <Mentions aria-label="Assign to" status="error" defaultValue="@someone.else" options={options} />
      <Mentions
        aria-label="Notify"
        status="warning"
        defaultValue="@jonas.weber is on leave"
        options={options}
      />
      <Mentions aria-label="Note" variant="filled" placeholder="Filled" options={options} allowClear />
      <Mentions aria-label="Archived remark" disabled defaultValue="@aiko.tanaka refunded on 2026-02-03" />
    </Flex>
  );
}
