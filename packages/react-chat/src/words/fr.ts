import type { Words } from './en';
import { launcherLabels } from './launcher-labels';

// French puts a no-break space (\u00a0) before ? and !, so they never start a line.
const fr: Words = {
  title: 'Discutez avec nous',
  greeting: 'Bonjour\u00a0! Comment pouvons-nous vous aider aujourd’hui\u00a0?',
  placeholder: 'Écrivez un message…',
  open: launcherLabels.fr,
  unread: (count) =>
    count > 1
      ? `Ouvrir le chat, ${count} messages non lus`
      : `Ouvrir le chat, ${count} message non lu`,
  close: 'Fermer le chat',
  newConversation: 'Nouvelle conversation',
  loading: 'Chargement...',
  earlier: 'Afficher les messages précédents',
  you: 'Vous\u00a0: ',
  typing: (name) => `${name} est en train d’écrire`,
  someone: 'Quelqu’un',
  thanks: 'Merci pour votre avis\u00a0!',
  person: 'Parler à un conseiller',
  retry: 'Réessayer',
  message: 'Message',
  send: 'Envoyer',
  sources: 'Sources',
  helpful: 'Utile',
  notHelpful: 'Pas utile',
  missing: 'Que manquait-il\u00a0?',
  missingOptional: 'Que manquait-il\u00a0? (facultatif)',
  sendFeedback: 'Envoyer l’avis',
  ratePrompt: 'Comment évaluez-vous cette conversation\u00a0?',
  comment: 'Commentaire (facultatif)',
  rate: (rating) => `Noter ${rating} sur 5`,
  emailPrompt: 'Laissez votre adresse e-mail, nous vous y répondrons.',
  awayMarker: 'de retour',
  email: 'Adresse e-mail',
  leaveEmail: 'Laisser mon e-mail',
  offline: 'Impossible de joindre le chat. Vérifiez votre connexion et réessayez.',
  busy: 'Trop de messages. Veuillez patienter un instant.',
  refused: 'Ce site n’est pas autorisé à utiliser ce chat.',
  unavailable: 'Ce chat n’est pas disponible pour le moment.',
  failed: 'Une erreur s’est produite. Veuillez réessayer.',
};
export default fr;
