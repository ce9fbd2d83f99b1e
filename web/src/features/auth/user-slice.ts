import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signIn, signInWithFacebook, signInWithGoogle, signOut, signOutSuccess, signUp } from './slice';
import type { AuthUser } from './types';

/** Who is signed in, as Firebase last reported; the `auth` slice stays exactly the spec's five fields. */
export const userSlice = createSlice({
  name: 'user',
  initialState: { current: null as AuthUser | null },
  reducers: {
    userChanged: (state, action: PayloadAction<AuthUser | null>) => {
      state.current = action.payload;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [signIn, signUp, signInWithGoogle, signInWithFacebook]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        state.current = action.payload.user;
      });
    }
    const cleared = (state: { current: AuthUser | null }) => {
      state.current = null;
    };
    builder
      .addCase(signOut.fulfilled, cleared)
      .addCase(signOut.rejected, cleared)
      .addCase(signOutSuccess, cleared);
  },
});

export const { userChanged } = userSlice.actions;
