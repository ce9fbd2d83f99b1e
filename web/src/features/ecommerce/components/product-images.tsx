import { DeleteOutlined, InboxOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { ProductImage } from '@atrium/contracts';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_LIMITS,
} from '@atrium/contracts/catalog-rules';
import { App, Button, Flex, Spin, Tag, Typography, theme, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/load-error';
import { useUploadProductImageMutation } from '../api';

const MAX_LABEL = `${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

/** The main image: the one marked main, else the first. */
export const mainImageIdOf = (images: readonly ProductImage[]) =>
  (images.find((i) => i.main) ?? images[0])?.id ?? null;

/**
 * The product's images as a form control (value: ProductImage[], order kept). Files are checked here (type and
 * size), uploaded one by one with uploadProductImage and added to the list as they arrive.
 */
export function ProductImages({
  value = [],
  onChange,
  id,
}: {
  value?: ProductImage[];
  onChange?: (images: ProductImage[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const errorText = useErrorText();
  const [upload] = useUploadProductImageMutation();
  const [pending, setPending] = useState(0);
  // Several uploads finish one after the other: each adds to the latest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const reserved = useRef(0);

  const change = (next: ProductImage[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const send = async (file: File) => {
    reserved.current += 1;
    setPending((n) => n + 1);
    try {
      const image = await upload(file).unwrap();
      change([...latest.current, { ...image, main: false }]);
    } catch (error) {
      message.error(t('images.uploadFailed', { name: file.name, message: errorText(error) }));
    } finally {
      reserved.current -= 1;
      setPending((n) => n - 1);
    }
  };

  const mainId = mainImageIdOf(value);
  const setMain = (imageId: string) => change(value.map((i) => ({ ...i, main: i.id === imageId })));
  const remove = (imageId: string) => change(value.filter((i) => i.id !== imageId));

  return (
    <Flex vertical gap={token.marginSM}>
      <Upload.Dragger
        id={id}
        multiple
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
            message.error(t('images.type', { name: file.name }));
          } else if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
            message.error(t('images.size', { name: file.name, size: MAX_LABEL }));
          } else if (latest.current.length + reserved.current >= PRODUCT_LIMITS.images) {
            message.error(t('images.tooMany', { max: PRODUCT_LIMITS.images }));
          } else {
            void send(file);
          }
          // antd neither keeps nor posts the file: the API takes the raw body (uploadProductImage).
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('images.drop')}</p>
        <p className="ant-upload-hint">{t('images.help', { size: MAX_LABEL, max: PRODUCT_LIMITS.images })}</p>
      </Upload.Dragger>
      {pending > 0 && (
        <Flex align="center" gap={token.marginXS} role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('images.uploading')}</Typography.Text>
        </Flex>
      )}
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('images.none')}</Typography.Text>
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: token.marginSM,
          }}
        >
          {value.map((image, index) => {
            const n = index + 1;
            const isMain = image.id === mainId;
            return (
              <li
                key={image.id}
                style={{
                  border: `1px solid ${isMain ? token.colorPrimary : 'var(--app-border)'}`,
                  borderRadius: token.borderRadius,
                  background: 'var(--app-surface)',
                  padding: token.paddingXS,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: token.marginXS,
                }}
              >
                <img
                  src={image.url}
                  alt={t('images.alt', { n })}
                  style={{
                    width: '100%',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: token.borderRadiusSM,
                  }}
                />
                <Flex wrap gap={token.marginXXS} justify="space-between" align="center">
                  {isMain ? (
                    <Tag color="blue" icon={<StarFilled aria-hidden />}>
                      {t('images.main')}
                    </Tag>
                  ) : (
                    <Button
                      size="small"
                      type="link"
                      icon={<StarOutlined aria-hidden />}
                      onClick={() => setMain(image.id)}
                      aria-label={t('images.setMainOf', { n })}
                      style={{ paddingInline: 0 }}
                    >
                      {t('images.setMain')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(image.id)}
                    aria-label={t('images.removeOf', { n })}
                  >
                    {t('images.remove')}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
}
