import { Avatar, Button, Flex, Input, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';

dayjs.extend(relativeTime);

type Posted = { id: number; author: string; initials: string; postedAt: Dayjs; text: string };

export default function CommentEditor() {
  const { token } = theme.useToken();
  const [draft, setDraft] = useState('');
  const [comments, setComments] = useState<Posted[]>(() => [
    {
      id: 1,
      author: 'Chen Jie',
      initials: 'CJ',
      postedAt: dayjs().subtract(1, 'day'),
      text: 'Can we move the photo shoot for the Aurora desk lamp to Thursday?',
    },
  ]);
  const post = () => {
    const text = draft.trim();
    setComments([
      ...comments,
      { id: Date.now(), author: 'Mina Park', initials: 'MP', postedAt: dayjs(), text },
    ]);
    setDraft('');
  };
  const avatar = { flex: 'none', backgroundColor: token.blue1, color: token.blue8 };
  return (
    <Flex vertical gap="medium">
      {comments.map((comment) => (
        <Flex key={comment.id} component="article" gap="small" align="start">
          <Avatar style={avatar}>{comment.initials}</Avatar>
          <div style={{ minWidth: 0 }}>
            <Flex gap="small" align="baseline" wrap>
              <Typography.Text strong>{comment.author}</Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={comment.postedAt.toISOString()}>{comment.postedAt.fromNow()}</time>
              </Typography.Text>
            </Flex>
            <Typography.Text>{comment.text}</Typography.Text>
          </div>
        </Flex>
      ))}
      <Flex gap="small" align="start">
        <Avatar style={avatar}>MP</Avatar>
        <Flex vertical gap="small" align="end" style={{ flex: 1, minWidth: 0 }}>
          <Input.TextArea
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label="Your reply"
            placeholder="Reply to Chen Jie…"
          />
          <Button type="primary" disabled={!draft.trim()} onClick={post}>
            Post reply
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
