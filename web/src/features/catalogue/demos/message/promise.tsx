import { App, Button } from 'antd';

export default function MessagePromise() {
  const { message } = App.useApp();

  const publish = () =>
    message
      .loading('Publishing Linen throw…', 1.5)
      .then(() => message.success('Linen throw is live', 2))
      .then(() => message.info('Shared to the storefront newsletter', 2));

  return <Button onClick={publish}>Publish product</Button>;
}
