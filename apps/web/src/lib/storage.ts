/**
 * What the client keeps between page loads (spec section 3, client storage): the access token,
 * the e-mail and rememberMe in both session and local storage; justSignedUp in session storage.
 */
const ACCESS_TOKEN = 'accessToken';
const EMAIL = 'email';
const REMEMBER_ME = 'rememberMe';
const JUST_SIGNED_UP = 'justSignedUp';

function readBoth(key: string): string | null {
  return sessionStorage.getItem(key) ?? localStorage.getItem(key);
}

function writeBoth(key: string, value: string) {
  sessionStorage.setItem(key, value);
  localStorage.setItem(key, value);
}

function removeBoth(key: string) {
  sessionStorage.removeItem(key);
  localStorage.removeItem(key);
}

export const storage = {
  getAccessToken: () => readBoth(ACCESS_TOKEN),
  setAccessToken: (token: string) => writeBoth(ACCESS_TOKEN, token),
  getEmail: () => readBoth(EMAIL),
  setEmail: (email: string) => {
    writeBoth(EMAIL, email);
    writeBoth(REMEMBER_ME, 'true');
  },
  isJustSignedUp: () => sessionStorage.getItem(JUST_SIGNED_UP) === 'true',
  setJustSignedUp: (value: boolean) =>
    value
      ? sessionStorage.setItem(JUST_SIGNED_UP, 'true')
      : sessionStorage.removeItem(JUST_SIGNED_UP),
  /** Sign-out: forget the token and everything stored with it. */
  clearSession: () => {
    removeBoth(ACCESS_TOKEN);
    removeBoth(REMEMBER_ME);
    sessionStorage.removeItem(JUST_SIGNED_UP);
  },
};
