import type { MemberRef } from '@atrium/contracts';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchProjectMembersQuery } from '../api';

type Props = {
  id?: string;
  value?: string[];
  onChange?: (uids: string[]) => void;
  /** Members already on the project (their names are shown before any search). */
  known: MemberRef[];
  /** Always a member (the owner): shown, not removable. */
  fixedUid?: string;
  disabled?: boolean;
  max: number;
  'aria-describedby'?: string;
};

/** Project members: picked from the member directory, searched on the server as one types. */
export function MemberSelect({ id, value = [], onChange, known, fixedUid, disabled, max, ...rest }: Props) {
  const { t } = useTranslation('project');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isFetching } = useSearchProjectMembersQuery(q, { skip: disabled });
  const [picked, setPicked] = useState<MemberRef[]>([]);

  // Everyone whose name the select may need: the project's members, those picked here and the search's results.
  const people = useMemo(() => {
    const byUid = new Map<string, MemberRef>();
    for (const m of [...known, ...picked, ...(data?.items ?? [])]) byUid.set(m.uid, m);
    return byUid;
  }, [known, picked, data]);
  const options = [
    ...value.map((uid) => people.get(uid)).filter((m): m is MemberRef => !!m),
    ...(data?.items ?? []).filter((m) => !value.includes(m.uid)),
  ].map((m) => ({ value: m.uid, label: m.displayName, disabled: m.uid === fixedUid, person: m }));

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      maxCount={max}
      placeholder={t('form.membersHelp')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('form.noMembers')}
      options={options}
      optionRender={(option) => {
        const m = option.data.person as MemberRef;
        return (
          <span className="pj-member-option">
            <MemberAvatar member={m} size="small" decorative />
            <bdi>{m.displayName}</bdi>
            {m.uid === fixedUid && <span className="pj-muted">{t('form.owner')}</span>}
          </span>
        );
      }}
      onChange={(uids: string[]) => {
        setPicked((list) => [...list, ...(data?.items ?? []).filter((m) => uids.includes(m.uid))]);
        setSearch('');
        onChange?.(fixedUid && !uids.includes(fixedUid) ? [fixedUid, ...uids] : uids);
      }}
      {...rest}
    />
  );
}
