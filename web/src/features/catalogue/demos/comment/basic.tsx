import { Avatar, Flex, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

export default function CommentBasic() {
  const { token } = theme.useToken();
  const postedAt = dayjs().subtract(2, 'hour');
  return (
    <Flex component="article" gap="medium" align="start">
      <Avatar style={{ flex: 'none', backgroundColor: token.blue1, color: token.blue8 }}>MP</Avatar>
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap="small" align="baseline" wrap>
          <Typography.Text strong>Mina Park</Typography.Text>
          <Tooltip title={postedAt.format('LLL')}>
            <Typography.Text type="secondary">
              <time dateTime={postedAt.toISOString()}>{postedAt.fromNow()}</time>
            </Typography.Text>
          </Tooltip>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>
          The Aurora desk lamps for order #1042 arrived this morning. Two boxes were dented, so I attached
          photos to the return request.
        </Typography.Paragraph>
      </Flex>
    </Flex>
  );
}
