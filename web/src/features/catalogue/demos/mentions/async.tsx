import { Mentions } from 'antd';
import { useEffect, useRef, useState } from 'react';

const DIRECTORY = ['mina.park', 'jonas.weber', 'aiko.tanaka', 'lucas.moreau', 'chen.jie', 'maria.lopez'];

export default function MentionsAsync() {
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    setLoading(true);
    setOptions([]);
    clearTimeout(timer.current);
    // Stands in for a request to the members API, waiting for the user to pause typing.
    timer.current = setTimeout(() => {
      const found = DIRECTORY.filter((handle) => handle.includes(text.toLowerCase()));
      setOptions(found.map((handle) => ({ value: handle, label: handle })));
      setLoading(false);
    }, 600);
  };

  return (
    <Mentions
      aria-label="Comment"
      placeholder="Type @ and a name; members load from the server"
      loading={loading}
      onSearch={search}
      options={options}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
