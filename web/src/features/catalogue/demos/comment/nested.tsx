import { Avatar, Flex, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

type Note = {
  author: string;
  initials: string;
  colour: 'blue' | 'cyan' | 'magenta';
  hoursAgo: number;
  text: string;
  replies?: Note[];
};

const THREAD: Note = {
  author: 'Aiko Tanaka',
  initials: 'AT',
  colour: 'cyan',
  hoursAgo: 26,
  text: 'Customer says the Oak side table from order #1042 wobbles. Replace it or send a repair kit?',
  replies: [
    {
      author: 'Lucas Moreau',
      initials: 'LM',
      colour: 'magenta',
      hoursAgo: 25,
      text: 'A repair kit is enough; the legs ship with spare screws.',
      replies: [
        { author: 'Aiko Tanaka', initials: 'AT', colour: 'cyan', hoursAgo: 3, text: 'Sent it today.' },
      ],
    },
    {
      author: 'Mina Park',
      initials: 'MP',
      colour: 'blue',
      hoursAgo: 24,
      text: 'I will call her to apologise.',
    },
  ],
};

/** A comment, with its replies drawn inside it so that each level is indented under its parent. */
function Comment({ note }: { note: Note }) {
  const { token } = theme.useToken();
  const postedAt = dayjs().subtract(note.hoursAgo, 'hour');
  return (
    <Flex component="article" gap="small" align="start">
      <Avatar
        style={{
          flex: 'none',
          backgroundColor: token[`${note.colour}1` as const],
          color: token[`${note.colour}8` as const],
        }}
      >
        {note.initials}
      </Avatar>
      <Flex vertical gap="small" style={{ flex: 1, minWidth: 0 }}>
        <div>
          <Flex gap="small" align="baseline" wrap>
            <Typography.Text strong>{note.author}</Typography.Text>
            <Typography.Text type="secondary">
              <time dateTime={postedAt.toISOString()}>{postedAt.fromNow()}</time>
            </Typography.Text>
          </Flex>
          <Typography.Text>{note.text}</Typography.Text>
        </div>
        {note.replies?.map((reply) => (
          <Comment key={`${reply.author}-${reply.hoursAgo}`} note={reply} />
        ))}
      </Flex>
    </Flex>
  );
}

export default function CommentNested() {
  return <Comment note={THREAD} />;
}
