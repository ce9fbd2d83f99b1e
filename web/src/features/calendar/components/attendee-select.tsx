import type { MemberRef } from '@atrium/contracts';
import { EVENT_ATTENDEES_MAX } from '@atrium/contracts/calendar';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useDebounced } from '../../../lib/use-debounced';
import { useCalendarMembersQuery } from '../api';

type Props = {
  id?: string;
  value?: MemberRef[];
  onChange?: (people: MemberRef[]) => void;
  /** The creator: never an attendee of their own event. */
  exclude?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Members to invite: type a name and pick from what the server finds (the directory, searched 300 ms after the last
 * keystroke, only while the list is open); each option shows the avatar and the name.
 */
export function AttendeeSelect({ id, value = [], onChange, exclude, ...aria }: Props) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isFetching } = useCalendarMembersQuery(q, { skip: !open });
  const found: MemberRef[] = (data?.items ?? [])
    .filter((m) => m.uid !== exclude && m.status === 'active')
    .map(({ uid, displayName, avatarUrl }) => ({ uid, displayName, avatarUrl }));
  const known = new Map([...value, ...found].map((p) => [p.uid, p]));
  const options = [...value, ...found.filter((p) => !value.some((v) => v.uid === p.uid))].map((p) => ({
    value: p.uid,
    label: p.displayName,
    person: p,
  }));

  return (
    <Select
      id={id}
      mode="multiple"
      value={value.map((p) => p.uid)}
      options={options}
      optionRender={(option) => {
        const person = option.data.person as MemberRef;
        return (
          <span className="cal-person-option">
            <MemberAvatar member={person} size={24} decorative />
            <bdi>{person.displayName}</bdi>
          </span>
        );
      }}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onOpenChange={setOpen}
      onChange={(uids: string[]) => {
        onChange?.(uids.slice(0, EVENT_ATTENDEES_MAX).flatMap((uid) => known.get(uid) ?? []));
        setSearch('');
      }}
      notFoundContent={isFetching ? <Spin size="small" /> : t('form.noMembers')}
      placeholder={t('form.attendeesPlaceholder')}
      {...aria}
    />
  );
}
