import type {
  AuthResponse,
  CurrentOrganization,
  SignInInput,
  SignUpInput,
  User,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { api, onAccessToken, storeAccessToken } from './api-client';
import { readTokenExpiry } from './jwt';
import { storage } from './storage';

export const TOKEN_EXPIRED_MESSAGE = 'Token expired, please login again';

type SessionStatus = 'loading' | 'guest' | 'authenticated';

interface SessionActions {
  signIn(input: SignInInput): Promise<User>;
  signUp(input: SignUpInput): Promise<User>;
  activate(code: string): Promise<void>;
  signOut(): Promise<void>;
  selectOrganization(organizationId: string): Promise<void>;
  reloadOrganization(): Promise<CurrentOrganization | null>;
  /**
   * Starts the session an accepted invitation handed back (a token already scoped to the
   * organization joined): stores it and loads the user and the organization.
   */
  acceptSession(accessToken: string): Promise<void>;
  setUser(user: User): void;
}

export interface SessionValue extends SessionActions {
  status: SessionStatus;
  user: User | null;
  /** The selected organization, with the member's role in it. */
  organization: CurrentOrganization | null;
}

const SessionContext = createContext<SessionValue | null>(null);

async function fetchCurrentOrganization(): Promise<CurrentOrganization | null> {
  try {
    return await api.get<CurrentOrganization>(apiPaths.organizations.me);
  } catch {
    return null; // none selected yet: tolerated (spec section 4, startup)
  }
}

/** Sends the browser to sign-in with the stored e-mail, as the token-expiry flow requires. */
function expireSession() {
  const email = storage.getEmail();
  storage.clearSession();
  window.alert(TOKEN_EXPIRED_MESSAGE);
  window.location.assign(email ? `/sign-in?email=${encodeURIComponent(email)}` : '/sign-in');
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() =>
    storage.getAccessToken() ? 'loading' : 'guest',
  );
  const [user, setUserState] = useState<User | null>(null);
  const [organization, setOrganization] = useState<CurrentOrganization | null>(null);
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scheduleExpiry = useCallback((token: string) => {
    clearTimeout(expiryTimer.current);
    const exp = readTokenExpiry(token);
    if (exp === null) return;
    // setTimeout overflows above 2^31-1 ms; tokens live far less than that, but clamp anyway.
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), 2_147_483_647);
    expiryTimer.current = setTimeout(expireSession, delay);
  }, []);

  useEffect(() => onAccessToken(scheduleExpiry), [scheduleExpiry]);
  useEffect(() => () => clearTimeout(expiryTimer.current), []);

  const clearLocalSession = useCallback(() => {
    clearTimeout(expiryTimer.current);
    storage.clearSession();
    setUserState(null);
    setOrganization(null);
    setStatus('guest');
  }, []);

  // Startup: with a stored token, load the user, then try the current organization.
  useEffect(() => {
    const token = storage.getAccessToken();
    if (!token) return;
    scheduleExpiry(token);
    let cancelled = false;
    (async () => {
      try {
        const me = await api.get<User>(apiPaths.auth.me);
        const current = me.active ? await fetchCurrentOrganization() : null;
        if (cancelled) return;
        setUserState(me);
        setOrganization(current);
        setStatus('authenticated');
      } catch {
        if (!cancelled) clearLocalSession();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [scheduleExpiry, clearLocalSession]);

  /**
   * What the session can do. None of it reads the state it changes, so it is made once and a
   * change of user or organization does not hand the consumers new functions.
   */
  const actions = useMemo<SessionActions>(() => {
    /**
     * Publishes the signed-in session in one update: the guards redirect as soon as a user
     * appears, so the organization must already be known by then.
     */
    function startSession(
      response: AuthResponse,
      email: string,
      current: CurrentOrganization | null,
    ) {
      storage.setEmail(email);
      setUserState(response.user);
      setOrganization(current);
      setStatus('authenticated');
      return response.user;
    }

    async function reloadOrganization() {
      const current = await fetchCurrentOrganization();
      setOrganization(current);
      return current;
    }

    return {
      async signIn(input) {
        const response = await api.post<AuthResponse>(apiPaths.auth.login, input);
        const current = response.user.active ? await fetchCurrentOrganization() : null;
        return startSession(response, input.email, current);
      },
      async signUp(input) {
        const response = await api.post<AuthResponse>(apiPaths.auth.register, input);
        storage.setJustSignedUp(true);
        return startSession(response, input.email, null);
      },
      async activate(code) {
        const activated = await api.post<User>(apiPaths.auth.activate, { code });
        storage.setJustSignedUp(false);
        setUserState(activated);
      },
      async signOut() {
        try {
          await api.post(apiPaths.auth.logout);
        } catch {
          // The server may already consider the token dead; the browser forgets it either way.
        }
        clearLocalSession();
      },
      async selectOrganization(organizationId) {
        await api.get(apiPaths.auth.switchOrganization(organizationId));
        await reloadOrganization();
      },
      reloadOrganization,
      async acceptSession(accessToken) {
        storeAccessToken(accessToken);
        const me = await api.get<User>(apiPaths.auth.me);
        const current = await fetchCurrentOrganization();
        storage.setJustSignedUp(false);
        startSession({ accessToken, user: me }, me.email, current);
      },
      setUser: setUserState,
    };
  }, [clearLocalSession]);

  const value = useMemo<SessionValue>(
    () => ({ status, user, organization, ...actions }),
    [status, user, organization, actions],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
