import { Timeline } from 'antd';

export default function TimelineAlternate() {
  return (
    <Timeline
      mode="alternate"
      items={[
        { content: 'Spring catalogue drafted' },
        { content: 'Photos of the Linen throw approved', color: 'green' },
        { content: 'Prices checked by Chen Jie' },
        { content: 'Translations to French and Japanese', color: 'gray' },
        { content: 'Catalogue published' },
      ]}
    />
  );
}
