import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Authentication status (spec §4): loading, authenticated (session data present), unauthenticated. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionData {
  /** emailConfirmed: false for an owner signed in by the sign-up, until the mailed link. */
  user: { id: string; name: string; email: string; role: string; emailConfirmed?: boolean };
  tenant: { id: string; uriName: string; commercialName: string; situation: string };
  permissions: string[];
}

export interface SessionState {
  status: SessionStatus;
  data: SessionData | null;
  accessToken: string | null;
}

const initialState: SessionState = { status: 'unauthenticated', data: null, accessToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    sessionLoaded(state, action: PayloadAction<{ data: SessionData; accessToken: string }>) {
      state.status = 'authenticated';
      state.data = action.payload.data;
      state.accessToken = action.payload.accessToken;
    },
    tokensChanged(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    sessionCleared() {
      return initialState;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSession: (state) => state.data,
    selectAccessToken: (state) => state.accessToken,
  },
});

export const { sessionLoading, sessionLoaded, tokensChanged, sessionCleared } =
  sessionSlice.actions;
export const { selectSessionStatus, selectSession, selectAccessToken } = sessionSlice.selectors;
