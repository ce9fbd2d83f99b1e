import { authService } from '../features/auth/auth-service';
import { endSession } from '../features/auth/end-session';
import { api, configureApiAuth } from '../lib/api';
import type { AppDispatch } from './store';
import { dynamicMiddleware, rootReducer } from './store';

// Imported by the signed-in shell: puts the API slice into the store and tells it how to authenticate.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

export function connectApi(dispatch: AppDispatch) {
  // The store made before this module loaded gains the API's state with the next action it reduces: one now, so that
  // a query dispatched right after finds it (the first query otherwise fails with "No data found at state.api").
  dispatch({ type: 'app/apiConnected' });
  configureApiAuth({
    getIdToken: () => authService.getIdToken(),
    onRefused: (reason) => {
      void dispatch(endSession(reason));
    },
  });
}
