import { Flex, Input, Typography } from 'antd';
import { useState } from 'react';

export default function InputOtp() {
  const [code, setCode] = useState('');
  return (
    <Flex vertical gap="small" align="start">
      <Typography.Text>Enter the 6-digit code sent to +33 6 •• •• 42 18</Typography.Text>
      <Input.OTP
        role="group"
        aria-label="Verification code"
        length={6}
        // Only digits are kept, whatever is typed or pasted.
        formatter={(text) => text.replace(/\D/g, '')}
        onChange={setCode}
      />
      {code && <Typography.Text type="success">Code {code} sent for checking</Typography.Text>}
    </Flex>
  );
}
