import { APP_NAME } from '../config/app-config';

type LogoProps = { collapsed?: boolean; light?: boolean; className?: string };

/** Atrium's mark (an open courtyard seen from above) and wordmark, drawn inline: no request, crisp at any size. */
export function Logo({ collapsed = false, light = false, className }: LogoProps) {
  return (
    <span className={`logo ${light ? 'logo-light' : ''} ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" role="img" aria-label={APP_NAME}>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="#3e82f7" />
        <rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="3" />
        <rect x="13.5" y="13.5" width="5" height="5" rx="1" fill="#fff" />
      </svg>
      {!collapsed && (
        <span className="logo-text" aria-hidden="true">
          {APP_NAME}
        </span>
      )}
    </span>
  );
}
