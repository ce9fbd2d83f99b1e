import { Flex, InputNumber } from 'antd';

// 1248 is shown as "$ 1,248.00"; the parser strips the symbol and commas from what is typed. It may return
// the digits as a string (an empty one for an empty field), which InputNumber reads as a number.
const asDollars = (value?: number | string) => `$ ${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const fromDollars = (text?: string) => text?.replace(/\$\s?|,/g, '') as unknown as number;

export default function InputNumberFormatter() {
  return (
    <Flex vertical gap="middle" align="start">
      <InputNumber<number>
        aria-label="Order total"
        defaultValue={1248}
        precision={2}
        formatter={asDollars}
        parser={fromDollars}
        style={{ width: 180 }}
      />
      <InputNumber<number>
        aria-label="Discount"
        defaultValue={15}
        min={0}
        max={100}
        formatter={(value) => `${value ?? ''}%`}
        parser={(text) => text?.replace('%', '') as unknown as number}
      />
    </Flex>
  );
}
