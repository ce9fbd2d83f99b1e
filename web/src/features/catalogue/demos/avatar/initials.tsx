import { Avatar, Flex, Typography, theme } from 'antd';

const TEAM = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie', 'Sofia Rossi'];
const PALETTE = ['blue', 'purple', 'cyan', 'green', 'magenta', 'volcano', 'geekblue', 'gold'] as const;

/** The same name always gets the same colour, so a person is recognisable from page to page. */
const colourOf = (name: string) =>
  PALETTE[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length] ?? PALETTE[0];

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export default function AvatarInitials() {
  const { token } = theme.useToken();
  return (
    <Flex gap="medium" wrap>
      {TEAM.map((name) => {
        const colour = colourOf(name);
        return (
          <Flex key={name} gap="small" align="center">
            {/* Shades 1 and 8 of a palette: tint and deep tone in light mode, swapped by the dark algorithm. */}
            <Avatar
              aria-hidden
              style={{ backgroundColor: token[`${colour}1` as const], color: token[`${colour}8` as const] }}
            >
              {initialsOf(name)}
            </Avatar>
            <Typography.Text>{name}</Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
