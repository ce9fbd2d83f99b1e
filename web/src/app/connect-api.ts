import { authService } from '../features/auth/auth-service';
import { SESSION_END_MESSAGES } from '../features/auth/errors';
import { showAuthMessage, signOut } from '../features/auth/slice';
import { api, configureApiAuth } from '../lib/api';
import type { AppDispatch } from './store';
import { dynamicMiddleware, rootReducer } from './store';

// Imported by the signed-in shell: puts the API slice into the store and tells it how to authenticate.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

export function connectApi(dispatch: AppDispatch) {
  configureApiAuth({
    getIdToken: () => authService.getIdToken(),
    onRefused: (reason) => {
      void dispatch(signOut()).then(() => dispatch(showAuthMessage(SESSION_END_MESSAGES[reason])));
    },
  });
}
