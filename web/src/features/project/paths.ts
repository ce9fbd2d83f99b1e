import { PATHS } from '../../config/paths';

/** The scrumboard of a project: /app/apps/project/scrumboard/<id>. */
export const boardPath = (projectId: string) => `${PATHS.scrumboard}/${encodeURIComponent(projectId)}`;

/** The project id a scrumboard address names, or null (the board of the remembered project). */
export function boardIdOf(pathname: string): string | null {
  const rest = pathname.slice(PATHS.scrumboard.length).replace(/^\/+|\/+$/g, '');
  return rest ? decodeURIComponent(rest.split('/')[0] as string) : null;
}
