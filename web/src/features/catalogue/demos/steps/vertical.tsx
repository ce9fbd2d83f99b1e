import { Steps } from 'antd';

export default function StepsVertical() {
  return (
    <Steps
      orientation="vertical"
      current={2}
      items={[
        {
          title: 'Return requested',
          subTitle: 'Mar 4',
          content: 'Linen throw from order #1017 · wrong colour',
        },
        { title: 'Label sent', subTitle: 'Mar 5', content: 'Emailed to Lucas Moreau' },
        { title: 'In transit', subTitle: 'Mar 6', content: 'Parcel on its way to the Lyon warehouse' },
        { title: 'Refunded', content: '$89.00 back to the Visa card ending 4242' },
      ]}
    />
  );
}
