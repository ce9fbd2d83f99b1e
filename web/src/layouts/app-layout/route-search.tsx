import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo, navigableScreens } from '../../routes/navigation';

/** Finds any screen of the route table by its (translated) title; Ctrl/⌘+K focuses it. */
export function RouteSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const options = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return navigableScreens()
      .map(({ node, trail }) => ({
        value: linkTo(node),
        title: t(node.titleKey),
        section: trail
          .slice(0, -1)
          .map((n) => t(n.titleKey))
          .join(' › '),
      }))
      .filter((o) => !needle || `${o.title} ${o.section}`.toLocaleLowerCase().includes(needle))
      .map((o) => ({
        value: o.value,
        label: (
          <div className="route-search-option">
            <span>{o.title}</span>
            <small>{o.section}</small>
          </div>
        ),
      }));
  }, [query, t]);

  return (
    <AutoComplete
      className="route-search"
      options={options}
      value={query}
      onChange={setQuery}
      onSelect={(path: string) => {
        setQuery('');
        input.current?.blur();
        navigate(path);
      }}
      popupMatchSelectWidth={320}
    >
      <Input
        ref={input}
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('header.search')}
        aria-label={t('header.search')}
        allowClear
      />
    </AutoComplete>
  );
}
