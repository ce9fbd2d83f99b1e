// What other features may use of the auth feature: the signed-in account's service (profile and password
// changes, the ID token) and the user slice's update. Everything else of features/auth is its own.
export { authService } from './auth-service';
export { authErrorMessage, knownAuthErrorCode } from './errors';
export { userChanged } from './user-slice';
