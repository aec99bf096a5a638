import type { Words } from './en';
import { launcherLabels } from './launcher-labels';

// Polish has three forms after a number: 1, then 2 to 4 (but not 12 to 14), then the rest.
const unreadOf = (count: number) =>
  count === 1
    ? 'nieprzeczytana wiadomość'
    : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14)
      ? 'nieprzeczytane wiadomości'
      : 'nieprzeczytanych wiadomości';

const pl: Words = {
  title: 'Porozmawiaj z nami',
  greeting: 'Dzień dobry! W czym możemy pomóc?',
  placeholder: 'Napisz wiadomość…',
  open: launcherLabels.pl,
  unread: (count) => `Otwórz czat, ${count} ${unreadOf(count)}`,
  close: 'Zamknij czat',
  newConversation: 'Nowa rozmowa',
  loading: 'Ładowanie...',
  earlier: 'Pokaż wcześniejsze wiadomości',
  you: 'Ty: ',
  typing: (name) => `${name} pisze`,
  someone: 'Ktoś',
  thanks: 'Dziękujemy za opinię!',
  person: 'Porozmawiaj z konsultantem',
  retry: 'Spróbuj ponownie',
  message: 'Wiadomość',
  send: 'Wyślij',
  sources: 'Źródła',
  helpful: 'Pomocne',
  notHelpful: 'Niepomocne',
  missing: 'Czego zabrakło?',
  missingOptional: 'Czego zabrakło? (opcjonalnie)',
  sendFeedback: 'Wyślij opinię',
  ratePrompt: 'Jak oceniasz tę rozmowę?',
  comment: 'Komentarz (opcjonalnie)',
  rate: (rating) => `Oceń na ${rating} z 5`,
  emailPrompt: 'Zostaw swój adres e-mail, a odpowiemy na niego.',
  awayMarker: 'Wracamy',
  email: 'Adres e-mail',
  leaveEmail: 'Zostaw e-mail',
  offline: 'Nie udało się połączyć z czatem. Sprawdź połączenie i spróbuj ponownie.',
  busy: 'Zbyt wiele wiadomości. Poczekaj chwilę.',
  refused: 'Ta strona nie może korzystać z tego czatu.',
  unavailable: 'Ten czat jest teraz niedostępny.',
  failed: 'Coś poszło nie tak. Spróbuj ponownie.',
};
export default pl;
