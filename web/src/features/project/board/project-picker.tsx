import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useListProjectsQuery } from '../api';

type Props = { current: { id: string; name: string }; onPick: (projectId: string) => void };

/** Which project's board to show: the member's projects, searched on the server by name or category. */
export function ProjectPicker({ current, onPick }: Props) {
  const { t } = useTranslation('project');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isFetching } = useListProjectsQuery({
    q: q || undefined,
    sort: 'name',
    page: 1,
    pageSize: 20,
  });
  const options = [current, ...(data?.items ?? []).filter((p) => p.id !== current.id)].map((p) => ({
    value: p.id,
    label: p.name,
  }));
  return (
    <Select
      className="pj-picker"
      value={current.id}
      options={options}
      loading={isFetching}
      aria-label={t('board.pick')}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onChange={(id: string) => {
        setSearch('');
        if (id !== current.id) onPick(id);
      }}
      popupMatchSelectWidth={false}
    />
  );
}
