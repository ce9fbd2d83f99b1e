// What other features may use of the auth feature: the signed-in account's service (profile and password
// changes, the ID token), the user slice's update and the signed-in person's name. Everything else of features/auth is its own.
export { authService } from './auth-service';
export { authErrorMessage, knownAuthErrorCode } from './errors';
export { useSignedInName } from './use-signed-in-name';
export { userChanged } from './user-slice';
