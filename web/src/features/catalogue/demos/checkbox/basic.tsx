import { Checkbox, Flex } from 'antd';
import { useState } from 'react';

export default function CheckboxBasic() {
  const [giftWrap, setGiftWrap] = useState(false);
  return (
    <Flex vertical gap="small">
      <Checkbox defaultChecked>Send the order confirmation to the customer</Checkbox>
      <Checkbox checked={giftWrap} onChange={(e) => setGiftWrap(e.target.checked)}>
        Gift wrap order #1042 {giftWrap && '(+ $4.50)'}
      </Checkbox>
      <Checkbox>Subscribe Mina Park to the newsletter</Checkbox>
    </Flex>
  );
}
