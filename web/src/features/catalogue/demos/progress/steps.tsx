import { Flex, Progress, theme } from 'antd';

export default function ProgressSteps() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="small">
      <Progress percent={60} steps={5} aria-label="Onboarding: 3 of 5 steps done" />
      <Progress
        percent={30}
        steps={10}
        size="small"
        strokeColor={token.colorSuccess}
        aria-label="Delivery route"
      />
      <Progress
        percent={100}
        steps={4}
        strokeColor={[token.colorError, token.colorWarning, token.colorPrimary, token.colorSuccess]}
        aria-label="Password strength"
      />
    </Flex>
  );
}
