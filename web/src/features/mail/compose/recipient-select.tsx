import { MAIL_RECIPIENTS_MAX, type MailPerson } from '@atrium/contracts';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchRecipientsQuery } from '../api';
import { nameOf } from '../model';

type Props = {
  id: string;
  value: MailPerson[];
  onChange: (people: MailPerson[]) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Members to write to: type a name (or an e-mail the member shows) and pick from what the server finds (searched
 * 300 ms after the last keystroke); each option shows the avatar, the name and the e-mail.
 */
export function RecipientSelect({ id, value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation('mail');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  // Asked only while the list is open: three empty fields do not cost three requests.
  const { data, isFetching } = useSearchRecipientsQuery(q, { skip: !open });
  const found = data?.items ?? [];
  const known = new Map([...value, ...found].map((p) => [p.uid, p]));
  const options = [...value, ...found.filter((p) => !value.some((v) => v.uid === p.uid))].map((p) => ({
    value: p.uid,
    label: nameOf(p),
    person: p,
  }));

  return (
    <Select
      id={id}
      mode="multiple"
      className="mail-recipients"
      value={value.map((p) => p.uid)}
      options={options}
      optionRender={(option) => {
        const person = option.data.person as MailPerson;
        return (
          <span className="mail-person-option">
            <MemberAvatar member={person} size={24} decorative />
            <span className="mail-person-text">
              <bdi className="mail-person-name">{person.displayName}</bdi>
              {person.email && <bdi className="mail-person-email">{person.email}</bdi>}
            </span>
          </span>
        );
      }}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onOpenChange={setOpen}
      onChange={(uids: string[]) => {
        onChange(uids.slice(0, MAIL_RECIPIENTS_MAX).flatMap((uid) => known.get(uid) ?? []));
        setSearch('');
      }}
      notFoundContent={isFetching ? <Spin size="small" /> : t('compose.noMembers')}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      placeholder={t('compose.recipientsPlaceholder')}
      variant="borderless"
    />
  );
}
