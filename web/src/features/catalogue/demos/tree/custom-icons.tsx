import { CrownOutlined, DownOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Tree, type TreeDataNode } from 'antd';

const team: TreeDataNode[] = [
  {
    key: 'ops',
    title: 'Operations',
    icon: <TeamOutlined />,
    children: [
      { key: 'aiko', title: 'Aiko Tanaka · lead', icon: <CrownOutlined /> },
      { key: 'lucas', title: 'Lucas Moreau', icon: <UserOutlined /> },
    ],
  },
  {
    key: 'support',
    title: 'Customer support',
    icon: <TeamOutlined />,
    children: [
      { key: 'mina', title: 'Mina Park · lead', icon: <CrownOutlined /> },
      { key: 'jonas', title: 'Jonas Weber', icon: <UserOutlined /> },
      { key: 'chen', title: 'Chen Jie', icon: <UserOutlined /> },
    ],
  },
];

export default function TreeCustomIcons() {
  return <Tree showIcon defaultExpandAll switcherIcon={<DownOutlined />} treeData={team} />;
}
