import type { Credentials, EmulatorAccount } from '@atrium/contracts/auth-rules';
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AUTH_TOKEN_KEY } from '../../config/app-config';
import { authErrorMessage } from './errors';
import type { AuthResult, AuthService } from './types';

export type AuthState = {
  loading: boolean;
  message: string;
  showMessage: boolean;
  redirect: string;
  token: string | null;
};

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeToken(token: string | null) {
  try {
    if (token === null) localStorage.removeItem(AUTH_TOKEN_KEY);
    else localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage disabled: the session then lasts until the tab closes.
  }
}

export const initialAuthState = (): AuthState => ({
  loading: false,
  message: '',
  showMessage: false,
  redirect: '',
  token: readStoredToken(),
});

type ThunkConfig = { extra: { authService: AuthService }; rejectValue: string };

/** Runs a sign-in flavour: stores the refresh token on success, turns any failure into the spec's message. */
const signInThunk = <Arg>(type: string, run: (service: AuthService, arg: Arg) => Promise<AuthResult>) =>
  createAsyncThunk<AuthResult, Arg, ThunkConfig>(type, async (arg, { extra, rejectWithValue }) => {
    try {
      const result = await run(extra.authService, arg);
      storeToken(result.refreshToken);
      return result;
    } catch (error) {
      return rejectWithValue(authErrorMessage(error));
    }
  });

export const signIn = signInThunk<Credentials>('auth/signIn', (s, c) => s.signInWithEmail(c));
export const signUp = signInThunk<Credentials>('auth/signUp', (s, c) => s.signUpWithEmail(c));
export const signInWithGoogle = signInThunk<EmulatorAccount | undefined>('auth/signInWithGoogle', (s, a) =>
  s.signInWithProvider('google', a),
);
export const signInWithFacebook = signInThunk<EmulatorAccount | undefined>(
  'auth/signInWithFacebook',
  (s, a) => s.signInWithProvider('facebook', a),
);

/** Sign-out failure is treated like success (spec section 8): the local session ends either way. */
export const signOut = createAsyncThunk<void, void, ThunkConfig>('auth/signOut', async (_, { extra }) => {
  try {
    await extra.authService.signOut();
  } finally {
    storeToken(null);
  }
});

const signInThunks = [signIn, signUp, signInWithGoogle, signInWithFacebook] as const;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authenticated: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.redirect = '/';
      state.token = action.payload;
    },
    showAuthMessage: (state, action: PayloadAction<string>) => {
      state.message = action.payload;
      state.showMessage = true;
      state.loading = false;
    },
    hideAuthMessage: (state) => {
      state.message = '';
      state.showMessage = false;
    },
    signOutSuccess: (state) => {
      state.loading = false;
      state.token = null;
      state.redirect = '/';
    },
    showLoading: (state) => {
      state.loading = true;
    },
    signInSuccess: (state, action: PayloadAction<string>) => {
      state.loading = false;
      state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of signInThunks) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loading = false;
          state.redirect = '/';
          state.token = action.payload.refreshToken;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.message = action.payload ?? authErrorMessage(action.error);
          state.showMessage = true;
          state.loading = false;
        });
    }
    const signedOut = (state: AuthState) => {
      state.loading = false;
      state.token = null;
      state.redirect = '/';
    };
    builder.addCase(signOut.fulfilled, signedOut).addCase(signOut.rejected, signedOut);
  },
});

export const { authenticated, showAuthMessage, hideAuthMessage, signOutSuccess, showLoading, signInSuccess } =
  authSlice.actions;
