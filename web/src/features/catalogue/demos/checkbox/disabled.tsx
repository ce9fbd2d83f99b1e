import { Checkbox, Flex } from 'antd';

export default function CheckboxDisabled() {
  return (
    <Flex vertical gap="small">
      <Checkbox checked disabled>
        Payment received (set by the payment provider)
      </Checkbox>
      <Checkbox disabled>Refund issued (only for paid orders)</Checkbox>
      <Checkbox indeterminate disabled>
        Items shipped (2 of 3, updated by the warehouse)
      </Checkbox>
    </Flex>
  );
}
