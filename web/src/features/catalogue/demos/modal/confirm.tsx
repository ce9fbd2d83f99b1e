import { App, Button } from 'antd';

export default function ModalConfirm() {
  const { modal, message } = App.useApp();

  const deleteProduct = async () => {
    const confirmed = await modal.confirm({
      title: 'Delete Oak side table?',
      content: 'The product and its 3 variants are removed. Past orders keep their lines.',
      okButtonProps: { danger: true },
    });
    if (confirmed) message.success('Oak side table deleted');
  };

  return (
    <Button danger onClick={deleteProduct}>
      Delete product
    </Button>
  );
}
