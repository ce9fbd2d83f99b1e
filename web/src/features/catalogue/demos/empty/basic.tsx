import { Empty } from 'antd';

export default function EmptyBasic() {
  // The default text ("No data") comes from the app's locale, in the reader's language.
  return <Empty />;
}
