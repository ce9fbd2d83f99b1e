import { Empty } from 'antd';
import { LoadError } from '../../../components/load-error';

/** A widget's failure and empty states: loaded only when a widget needs one (Alert and Empty stay off the page). */
export function WidgetError(props: { title: string; error: unknown; onRetry: () => void }) {
  return <LoadError {...props} />;
}

export function WidgetEmpty({ description }: { description: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
