import { Avatar, Flex, Tooltip, Typography, theme } from 'antd';

const TEAM = [
  { name: 'Mina Park', initials: 'MP', colour: 'blue' },
  { name: 'Jonas Weber', initials: 'JW', colour: 'purple' },
  { name: 'Aiko Tanaka', initials: 'AT', colour: 'cyan' },
  { name: 'Lucas Moreau', initials: 'LM', colour: 'magenta' },
  { name: 'Chen Jie', initials: 'CJ', colour: 'green' },
] as const;

export default function AvatarGroup() {
  const { token } = theme.useToken();
  const avatars = TEAM.map(({ name, initials, colour }) => (
    <Tooltip key={name} title={name}>
      <Avatar style={{ backgroundColor: token[`${colour}1` as const], color: token[`${colour}8` as const] }}>
        {initials}
      </Avatar>
    </Tooltip>
  ));
  return (
    <Flex vertical gap="medium">
      <Flex gap="small" align="center" wrap>
        {/* Past three, the rest go into a "+2" avatar that lists them in a popover. */}
        <Avatar.Group
          max={{
            count: 3,
            style: { backgroundColor: token.colorPrimaryBg, color: token.colorPrimaryText },
            popover: { placement: 'bottom' },
          }}
        >
          {avatars}
        </Avatar.Group>
        <Typography.Text type="secondary">5 people follow order #1042</Typography.Text>
      </Flex>
      <Avatar.Group size="large" shape="square">
        {avatars.slice(0, 4)}
      </Avatar.Group>
    </Flex>
  );
}
