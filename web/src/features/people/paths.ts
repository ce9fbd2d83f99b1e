import { APP_PREFIX_PATH } from '../../config/app-config';

/** Where the people screens live (their entries in routes/routes.tsx). */
export const PROFILE_PATH = `${APP_PREFIX_PATH}/pages/profile`;
export const EDIT_PROFILE_PATH = `${APP_PREFIX_PATH}/pages/setting/edit-profile`;
/** Another member's profile page. */
export const profilePathOf = (uid: string) => `${PROFILE_PATH}/${encodeURIComponent(uid)}`;
