import type { ReactNode } from 'react';
import './status-tag.css';

export type StatusTagColor = 'green' | 'orange' | 'red' | 'blue' | 'default';

/**
 * A small coloured label that looks like antd's preset-colour Tag (styles.css, light and dark), without antd's
 * Tag module on the pages that only need a label.
 */
export function StatusTag({
  color = 'default',
  className,
  children,
}: {
  color?: StatusTagColor;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={['status-tag', `status-tag-${color}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
