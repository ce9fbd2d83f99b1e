import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Input, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';

dayjs.extend(relativeTime);

type Vote = 'like' | 'dislike' | null;

export default function CommentActions() {
  const { token } = theme.useToken();
  const [vote, setVote] = useState<Vote>(null);
  const [replying, setReplying] = useState(false);
  const postedAt = dayjs().subtract(25, 'minute');
  const likes = 4 + (vote === 'like' ? 1 : 0);
  const dislikes = vote === 'dislike' ? 1 : 0;
  const toggle = (next: Vote) => setVote(vote === next ? null : next);
  return (
    <Flex component="article" gap="medium" align="start">
      <Avatar style={{ flex: 'none', backgroundColor: token.purple1, color: token.purple8 }}>JW</Avatar>
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap="small" align="baseline" wrap>
          <Typography.Text strong>Jonas Weber</Typography.Text>
          <Typography.Text type="secondary">
            <time dateTime={postedAt.toISOString()}>{postedAt.fromNow()}</time>
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>
          Linen throws are selling out in Lyon. Shall we move 40 from Rotterdam before the weekend?
        </Typography.Paragraph>
        <Flex gap={4} wrap>
          <Button
            type="text"
            size="small"
            icon={vote === 'like' ? <LikeFilled /> : <LikeOutlined />}
            aria-label={`Like, ${likes}`}
            aria-pressed={vote === 'like'}
            onClick={() => toggle('like')}
          >
            {likes}
          </Button>
          <Button
            type="text"
            size="small"
            icon={vote === 'dislike' ? <DislikeFilled /> : <DislikeOutlined />}
            aria-label={`Dislike, ${dislikes}`}
            aria-pressed={vote === 'dislike'}
            onClick={() => toggle('dislike')}
          >
            {dislikes}
          </Button>
          <Button type="text" size="small" aria-expanded={replying} onClick={() => setReplying(!replying)}>
            {replying ? 'Cancel reply' : 'Reply'}
          </Button>
        </Flex>
        {replying && (
          <Input.TextArea autoFocus rows={2} aria-label="Reply to Jonas Weber" placeholder="Write a reply…" />
        )}
      </Flex>
    </Flex>
  );
}
