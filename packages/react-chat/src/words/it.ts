import type { Words } from './en';
import { launcherLabels } from './launcher-labels';

// Italian sites speak to their customers with "tu": the formal "Lei" reads stiff in a chat.
const it: Words = {
  title: 'Chatta con noi',
  greeting: 'Ciao! Come possiamo aiutarti oggi?',
  placeholder: 'Scrivi un messaggio…',
  open: launcherLabels.it,
  unread: (count) =>
    count > 1
      ? `Apri la chat, ${count} messaggi non letti`
      : `Apri la chat, ${count} messaggio non letto`,
  close: 'Chiudi la chat',
  newConversation: 'Nuova conversazione',
  loading: 'Caricamento...',
  earlier: 'Mostra i messaggi precedenti',
  you: 'Tu: ',
  typing: (name) => `${name} sta scrivendo`,
  someone: 'Qualcuno',
  thanks: 'Grazie per il tuo feedback!',
  person: 'Parla con una persona',
  retry: 'Riprova',
  message: 'Messaggio',
  send: 'Invia',
  sources: 'Fonti',
  helpful: 'Utile',
  notHelpful: 'Non utile',
  missing: 'Cosa mancava?',
  missingOptional: 'Cosa mancava? (facoltativo)',
  sendFeedback: 'Invia feedback',
  ratePrompt: 'Come valuti questa conversazione?',
  comment: 'Commento (facoltativo)',
  rate: (rating) => `Valuta ${rating} su 5`,
  emailPrompt: 'Lascia il tuo indirizzo email e ti risponderemo lì.',
  awayMarker: 'di nuovo disponibili',
  email: 'Indirizzo email',
  leaveEmail: 'Lascia l’email',
  offline: 'Impossibile raggiungere la chat. Controlla la connessione e riprova.',
  busy: 'Troppi messaggi. Attendi un momento.',
  refused: 'Questo sito non è autorizzato a usare questa chat.',
  unavailable: 'Questa chat non è disponibile al momento.',
  failed: 'Qualcosa è andato storto. Riprova.',
};
export default it;
