import { useState } from 'react';

export type ProjectView = 'grid' | 'list';
const KEY = 'atrium.projects.view';

const read = (): ProjectView => {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
};

/** The project list's layout, grid or list, remembered in this browser. */
export function useStoredView(): [ProjectView, (view: ProjectView) => void] {
  const [view, setView] = useState<ProjectView>(read);
  return [
    view,
    (next) => {
      setView(next);
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Storage refused (private mode, quota): the choice lasts for this visit.
      }
    },
  ];
}

const boardKey = (uid: string) => `atrium.scrumboard.${uid}`;

/** The project whose board a member opened last (Scrumboard without a project opens it). */
export const rememberedBoard = {
  get(uid: string | undefined): string | null {
    if (!uid) return null;
    try {
      return localStorage.getItem(boardKey(uid));
    } catch {
      return null;
    }
  },
  set(uid: string | undefined, projectId: string | null) {
    if (!uid) return;
    try {
      if (projectId) localStorage.setItem(boardKey(uid), projectId);
      else localStorage.removeItem(boardKey(uid));
    } catch {
      // As above: remembered for this visit only.
    }
  },
};
