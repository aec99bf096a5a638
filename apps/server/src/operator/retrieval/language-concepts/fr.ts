import type { Vocabulary } from './vocabulary-shape';

/** French: what customers type about each topic, and what businesses write (index.ts). */
export const fr: Vocabulary = {
  hours: [
    'horaire, horaires, a quelle heure, ouvert, ouverts, ouvre, ouvrez, ouverture, ferme, fermez, fermeture, jours feries, ouverte, ouvertes, ouvrent, fermer, quelle heure, quelles heures, jusqu a quelle heure, partir de quelle heure, des quelle heure, heures d ouverture, le matin, le soir, apres midi, pause dejeuner, nocturne, le plus tard',
    'horaires ouvert ouverts ouvrons fermé fermés fermeture lundi mardi mercredi jeudi vendredi samedi dimanche fériés ouverture ouverte nocturne',
  ],
  location: [
    'ou etes, ou est, ou sont, ou se trouve, ou vous trouver, adresse, situe, situes, situee, venir chez vous, acces, plan, ou vous trouvez, vous etes ou, c est ou, ou se situe, ou vous situez, comment venir, comment arriver, comment y aller, comment vous trouver, comment se rendre, itineraire, a proximite, quel quartier, quelle ville, code postal, quel metro, station de metro, transports en commun, google maps',
    'adresse situé située rue avenue boulevard place étage bâtiment situés métro proximité face',
  ],
  price: [
    'combien, prix, tarif, tarifs, cout, coute, coutent, frais, cher, commission, couts, quel montant, le montant, honoraires, forfait, forfaits, payant, payante, gratuit, gratuite, bon marche',
    'prix tarif tarifs coûte coûtent frais euros forfait gratuit honoraires ttc',
  ],
  'payment methods': [
    'payer, paiement, carte bancaire, carte, cartes, especes, cheque, virement, paypal, payez, paye, regler par, regler en, reglement par, reglement en, mode de reglement, cb, en liquide, cash, sans contact, apple pay, google pay, lydia, paylib, ticket restaurant, tickets restaurant, titre restaurant, titres restaurant, amex, american express',
    'paiement carte cartes espèces chèque virement acceptons visa mastercard cb bancaire liquide chèques amex',
  ],
  booking: [
    'rendez vous, rdv, reserver, reservation, prendre rendez, creneau, des disponibilites, vos disponibilites, une disponibilite, de disponibilite, des dispos, une dispo, sans rendez vous, inscrire, inscription, postuler chez vous, postuler pour, je postule, candidature, agenda, booker, sur doctolib, via doctolib, par doctolib',
    'rendez-vous réservation réserver réservez créneau ligne inscription inscriptions agenda doctolib créneaux',
  ],
  cancellation: [
    'annuler, annulation, annule, decommander, reporter, empechement, decaler, deplacer mon rendez, deplacer le rendez, deplacer mon rdv, deplacer ma reservation, changer de date, changer la date, changer mon rendez, changer mon rdv, modifier mon rendez, modifier mon rdv, modifier ma reservation, un autre jour, une autre date, autre creneau, pourrai pas venir, peux pas venir, serai en retard, suis en retard, poser un lapin, delai de prevenance, desister, resilier, resiliation, no show',
    'annulation annuler annulez préavis avance reporter annulations report décaler prévenir absence résiliation',
  ],
  delivery: [
    'livraison, livrer, livrez, livre, expedition, expedier, envoi, envoyer, colis, suivi, recevoir ma commande, vais recevoir, quand vais je recevoir, suivre ma commande, numero de suivi, en est ma commande, commande arrive, commande arrivera, colis arrive, colis arrivera, frais de port, colissimo, chronopost, mondial relay, point relais, click and collect, retrait en magasin, retirer ma commande, dhl, ups',
    'livraison livrons expédition envoi colis suivi ouvrés livrée expédiée relais colissimo chronopost',
  ],
  returns: [
    'retour, retourner, rendre, rembourser, remboursement, echanger, echange, renvoyer le produit, renvoyer l article, renvoyer un article, renvoyer ma commande, renvoyer le colis, droit de retractation, delai de retractation, pas satisfait, changer de taille, me convient pas',
    'retour retours retourner remboursement remboursons échange renvoyer rétractation',
  ],
  warranty: [
    'garantie, casse, cassee, panne, reparer, reparation, defaut, defectueux, abime, endommage, fuite, marche pas, marche plus, fonctionne pas, fonctionne plus, sav, apres vente, dysfonctionnement',
    'garantie réparation réparons défaut garanti défectueux sav après-vente panne pannes',
  ],
  insurance: [
    'assurance, mutuelle, assureur, couverture, secu, securite sociale, carte vitale, tiers payant, rembourse par la secu, rembourse par la mutuelle, rembourse par l assurance, remboursement secu, pris en charge par, prise en charge par, etes conventionne, etes vous conventionne, medecin conventionne, secteur 1, secteur 2, cmu, complementaire sante, sinistre',
    'assurance assurances mutuelle mutuelles sécu vitale tiers conventionné remboursement sinistre',
  ],
  contact: [
    'telephone, numero de telephone, numero, appeler, joindre, contacter, contact, mail, email, courriel, tel, numero de portable, whatsapp, sms, texto, rappelez moi, me rappeler, joignable, coordonnees, adresse mail, adresse email, adresse e mail, adresse courriel, vous ecrire, parler a quelqu un, parler a une personne, un conseiller, service client, un humain',
    'téléphone appelez contact écrivez email courriel joindre joignable whatsapp sms coordonnées',
  ],
  discount: [
    'reduction, remise, promo, promotion, rabais, code promo, soldes, offre speciale, offres speciales, bon plan, bons plans, coupon, moins cher, tarif reduit, ristourne, geste commercial, black friday, offre de bienvenue, parrainage, bon d achat',
    'réduction remise promotion rabais promotions soldes réduit offert parrainage',
  ],
  children: [
    'enfant, enfants, fils, fille, bebe, quel age, mineur, mineurs, gamin, gamins, ado, ados, adolescent, garcon, bambin, age minimum, age minimal, age requis',
    'enfants enfant âge ans mineurs bébé bébés adolescents juniors',
  ],
  pets: [
    'chien, chiens, chat, chats, animal, animaux, chiot, chiots, chaton, chatons, chienne, toutou',
    'animaux chiens chien chats acceptés animal admis chiots',
  ],
  parking: [
    'parking, garer, stationner, stationnement, se parquer, parcmetre, zone bleue, venir en voiture',
    'parking stationnement garer souterrain parc',
  ],
  'payment plans': [
    'en plusieurs fois, plusieurs fois, financement, financer, credit, mensualites, echelonner, en 2 fois, en 3 fois, en 4 fois, en 10 fois, 3x, 4x, 3 fois sans frais, 4 fois sans frais, paiement en plusieurs fois, payer en plusieurs fois, en combien de fois, etaler, leasing, loa, lld, location avec option, klarna, oney',
    'financement crédit mensualités fois échelonné échelonnement leasing loa lld',
  ],
  duration: [
    'combien de temps, duree, dure, ca prend, combien d heures, combien de minutes, combien de jours, combien de semaines, combien de mois, delai, delais, temps d attente, longtemps',
    'minutes heures jours semaines durée mois délai',
  ],
  membership: [
    'programme de fidelite, fidelite, carte de fidelite, points, adherent, adhesion, membre, membres, abonnement, abonnements, cotisation, carte membre, carte d adherent, vip',
    'fidélité points programme adhésion membre membres abonnement cotisation club',
  ],
  about: [
    'depuis quand, depuis combien de temps, experience, anciennete, diplome, agree, agrement, etes vous certifie, etes vous qualifie, vos qualifications, qui etes vous, votre histoire, votre parcours, fonde, creee, depuis quelle annee, depuis combien d annees, depuis longtemps, existez depuis, existe depuis, entreprise familiale, votre savoir faire',
    'depuis fondé fondée ans expérience diplômé certifié agréé créée créé familiale expertise',
  ],
  accessibility: [
    'fauteuil roulant, accessible, accessibilite, rampe, ascenseur, handicap, pmr, accessibles, mobilite reduite, en fauteuil, une poussette, en poussette, des poussettes, les poussettes, plain pied, des escaliers, sans escalier, sans escaliers, un escalier, les escaliers, malvoyant, sourd, sourds, pour malentendants, personne malentendante, personnes malentendantes, chien guide, chien d assistance, boucle magnetique',
    'accessible fauteuil rampe ascenseur pmr accessibilité handicapées plain poussettes',
  ],
};
