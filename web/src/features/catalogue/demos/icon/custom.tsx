import Icon from '@ant-design/icons';
import { Button, Flex, type GetProps, theme } from 'antd';

type CustomIconProps = Partial<GetProps<typeof Icon>>;

const WarehouseSvg = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M3 21V9l9-6 9 6v12" />
    <path d="M7 21v-8h10v8M7 17h10" />
  </svg>
);

const LampSvg = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 21h9M8.5 21 6 14l5-6" />
    <path d="m11 8 7-5 3 7z" />
  </svg>
);

const WarehouseIcon = (props: CustomIconProps) => <Icon component={WarehouseSvg} {...props} />;
const LampIcon = (props: CustomIconProps) => <Icon component={LampSvg} {...props} />;

export default function IconCustom() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="middle">
      <Flex gap="large" align="center" wrap>
        <WarehouseIcon style={{ fontSize: 32 }} aria-label="Warehouse" />
        <WarehouseIcon style={{ fontSize: 32, color: token.colorPrimary }} aria-label="Main warehouse" />
        <LampIcon style={{ fontSize: 32, color: token.colorWarning }} aria-label="Aurora desk lamp" />
        <LampIcon rotate={-30} style={{ fontSize: 32 }} aria-label="Desk lamp, tilted" />
      </Flex>
      <Flex gap="small" wrap>
        <Button icon={<WarehouseIcon aria-hidden />}>Berlin warehouse</Button>
        <Button type="primary" icon={<LampIcon aria-hidden />}>
          Add a lamp
        </Button>
      </Flex>
    </Flex>
  );
}
