import type { Vocabulary } from './vocabulary-shape';

/** French: what customers type about each topic, and what businesses write (index.ts). */
export const fr: Vocabulary = {
  hours: [
    'horaire, horaires, a quelle heure, ouvert, ouverts, ouvre, ouvrez, ouverture, ferme, fermez, fermeture, jours feries',
    'horaires ouvert ouverts ouvrons fermé fermés fermeture lundi mardi mercredi jeudi vendredi samedi dimanche fériés',
  ],
  location: [
    'ou etes, ou est, ou sont, ou se trouve, ou vous trouver, adresse, situe, situes, situee, venir chez vous, acces, plan',
    'adresse situé située rue avenue boulevard place étage bâtiment',
  ],
  price: [
    'combien, prix, tarif, tarifs, cout, coute, coutent, frais, cher, commission',
    'prix tarif tarifs coûte coûtent frais',
  ],
  'payment methods': [
    'payer, paiement, carte bancaire, carte, cartes, especes, cheque, virement, paypal',
    'paiement carte cartes espèces chèque virement acceptons visa mastercard',
  ],
  booking: [
    'rendez vous, rdv, reserver, reservation, prendre rendez, creneau',
    'rendez-vous réservation réserver réservez créneau ligne',
  ],
  cancellation: [
    'annuler, annulation, annule, decommander, reporter, empechement',
    'annulation annuler annulez préavis avance reporter',
  ],
  delivery: [
    'livraison, livrer, livrez, livre, expedition, expedier, envoi, envoyer, colis, suivi',
    'livraison livrons expédition envoi colis suivi ouvrés',
  ],
  returns: [
    'retour, retourner, rendre, rembourser, remboursement, echanger, echange',
    'retour retours retourner remboursement remboursons échange',
  ],
  warranty: [
    'garantie, casse, cassee, panne, reparer, reparation, defaut',
    'garantie réparation réparons défaut',
  ],
  insurance: [
    'assurance, mutuelle, assureur, couverture',
    'assurance assurances mutuelle mutuelles',
  ],
  contact: [
    'telephone, numero de telephone, numero, appeler, joindre, contacter, contact, mail, email, courriel',
    'téléphone appelez contact écrivez email courriel',
  ],
  discount: [
    'reduction, remise, promo, promotion, rabais, code promo, soldes',
    'réduction remise promotion rabais',
  ],
  children: [
    'enfant, enfants, fils, fille, bebe, quel age, mineur, mineurs',
    'enfants enfant âge ans mineurs',
  ],
  pets: ['chien, chiens, chat, chats, animal, animaux', 'animaux chiens chien chats acceptés'],
  parking: ['parking, garer, stationner, stationnement', 'parking stationnement garer'],
  'payment plans': [
    'en plusieurs fois, plusieurs fois, financement, financer, credit, mensualites, echelonner',
    'financement crédit mensualités fois échelonné',
  ],
  duration: ['combien de temps, duree, dure, ca prend', 'minutes heures jours semaines durée'],
  membership: [
    'programme de fidelite, fidelite, carte de fidelite, points, adherent, adhesion',
    'fidélité points programme adhésion',
  ],
  about: [
    'depuis quand, depuis combien de temps, experience, anciennete',
    'depuis fondé fondée ans expérience',
  ],
  accessibility: [
    'fauteuil roulant, accessible, accessibilite, rampe, ascenseur, handicap, pmr',
    'accessible fauteuil rampe ascenseur pmr',
  ],
};
