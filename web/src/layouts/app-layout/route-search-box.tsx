import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, type InputRef } from 'antd';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../lib/access';
import { linkTo, navigableScreens, visibleRoutes } from '../../routes/navigation';

/** The header search once someone reaches for it: every screen of the route table, by translated title. */
export default function RouteSearchBox({
  query,
  onQueryChange,
  inputRef,
  autoFocus,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  inputRef: Ref<InputRef>;
  autoFocus: boolean;
}) {
  const { t, i18n } = useTranslation();
  // Screens are found by their English name too: people know a component as "DatePicker" in any language.
  const english = useMemo(() => i18n.getFixedT('en'), [i18n]);
  const navigate = useNavigate();
  const { role, can } = useAccess();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `can` is new each render; the role it reads is listed
  const options = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return navigableScreens(visibleRoutes(can))
      .map(({ node, trail }) => ({
        value: linkTo(node),
        title: t(node.titleKey),
        english: english(node.titleKey),
        section: trail
          .slice(0, -1)
          .map((n) => t(n.titleKey))
          .join(' › '),
      }))
      .filter((o) => !needle || `${o.title} ${o.english} ${o.section}`.toLocaleLowerCase().includes(needle))
      .map((o) => ({
        value: o.value,
        label: (
          <div className="route-search-option">
            <span>{o.title}</span>
            <small>{o.section}</small>
          </div>
        ),
      }));
  }, [query, t, english, role]);

  return (
    <AutoComplete
      className="route-search"
      options={options}
      value={query}
      onChange={onQueryChange}
      onSelect={(path: string) => {
        onQueryChange('');
        (document.activeElement as HTMLElement | null)?.blur();
        navigate(path);
      }}
      popupMatchSelectWidth={320}
      notFoundContent={query.trim() ? t('header.noScreen') : null}
      defaultOpen={autoFocus && query !== ''}
    >
      <Input
        ref={inputRef}
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('header.search')}
        aria-label={t('header.search')}
        allowClear
        autoFocus={autoFocus}
      />
    </AutoComplete>
  );
}
