import { Avatar, Flex, Mentions } from 'antd';

const MEMBERS = [
  { handle: 'mina.park', name: 'Mina Park', initials: 'MP' },
  { handle: 'jonas.weber', name: 'Jonas Weber', initials: 'JW' },
  { handle: 'aiko.tanaka', name: 'Aiko Tanaka', initials: 'AT' },
  { handle: 'lucas.moreau', name: 'Lucas Moreau', initials: 'LM' },
  { handle: 'chen.jie', name: 'Chen Jie', initials: 'CJ' },
];

export default function MentionsMembers() {
  return (
    <Mentions
      aria-label="Remark on order #1042"
      placeholder="Type @ to mention a member"
      defaultValue="@mina.park can you check the gift wrap before it ships?"
      rows={3}
      // The value is the handle that goes in the text; the label is what the list shows.
      options={MEMBERS.map(({ handle, name, initials }) => ({
        value: handle,
        key: handle,
        label: (
          <Flex gap="small" align="center">
            <Avatar size="small">{initials}</Avatar>
            {name}
          </Flex>
        ),
      }))}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
