import { Steps } from 'antd';

export default function StepsSmall() {
  return (
    <Steps
      size="small"
      titlePlacement="vertical"
      current={1}
      items={[{ title: 'Upload CSV' }, { title: 'Match columns' }, { title: 'Review' }, { title: 'Import' }]}
    />
  );
}
