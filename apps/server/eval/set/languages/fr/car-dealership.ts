import type { EvalBusiness } from '../../types';

export const carDealership: EvalBusiness = {
  id: 'dealer',
  name: 'Lakeside Motors',
  knowledge: [
    `Lakeside Motors est une concession familiale à Clearwater qui vend des Mazda et des Subaru neuves et environ 150 véhicules d'occasion certifiés de toutes marques.

Adresse : 4500 Lakeshore Drive (Route 9), Clearwater, à 800 mètres au nord de la sortie 12 de l'autoroute I-84.

Horaires du showroom (vente) : du lundi au vendredi de 9h à 20h, le samedi de 9h à 18h, le dimanche de 11h à 16h.
Horaires de l'atelier (entretien) : du lundi au vendredi de 7h à 18h, le samedi de 8h à 14h. L'atelier est fermé le dimanche.

Vente : (555) 870-3300. Atelier : (555) 870-3311. E-mail : sales@lakesidemotors.example.`,

    `Achat et financement

Essais : réservez en ligne ou passez sans rendez-vous, avec un permis de conduire valide. Un essai dure environ 30 minutes, et nous pouvons vous amener la voiture chez vous ou au bureau dans un rayon de 20 km.

Financement : nous travaillons avec 12 organismes de crédit, dont Mazda Financial Services et Subaru Motors Finance. Le TAEG démarre à 3,9 % pour les voitures neuves et à 5,9 % pour les occasions, sous réserve d'acceptation, sur des durées de 24 à 72 mois. Obtenez un accord de principe en ligne en 10 minutes : c'est une consultation légère de votre dossier, sans impact sur votre score de crédit. Mauvais historique de crédit ou première voiture ? Nous avons aussi des solutions de financement adaptées.

L'apport n'est pas obligatoire si votre dossier est accepté, mais un apport de 10 % réduit vos mensualités.

Leasing (LOA) : les contrats sur les Mazda et Subaru neuves vont de 24 à 39 mois, avec 10 000 ou 12 000 km par an.

Frais : nos frais de dossier sont de 399 €, plus les taxes, la carte grise et l'immatriculation. Nous n'ajoutons jamais d'options cachées.

Reprise : nous rachetons toutes les voitures, même si vous n'en achetez pas chez nous. Obtenez une offre de reprise instantanée en ligne, valable 7 jours, qui devient définitive après une inspection rapide. S'il vous reste un crédit sur votre voiture, nous soldons le prêt restant pour vous.`,

    `Occasions, garantie et livraison

Chaque voiture d'occasion passe un contrôle en 150 points et est livrée avec un rapport CARFAX gratuit.

Garantie : nos occasions ont une garantie limitée moteur et transmission de 12 mois / 12 000 km. Les voitures neuves ont la garantie constructeur : 3 ans ou 36 000 km pour Mazda et Subaru. Des extensions de garantie sont disponibles.

Garantie d'échange : si votre voiture d'occasion ne vous plaît pas, échangez-la contre une autre sous 5 jours ou 250 km, au premier des deux termes atteint. C'est un échange, pas un remboursement.

La livraison à domicile est gratuite dans un rayon de 50 km autour de la concession ; au-delà, elle coûte 2 € par km.`,

    `Atelier

Nous entretenons toutes les marques et tous les modèles, pas seulement Mazda et Subaru. Tarifs : vidange huile synthétique 69,95 €, permutation des pneus 29,95 €, contrôle technique 35 €, plaquettes de frein à partir de 189 € par essieu. Les rappels de sécurité sont réparés gratuitement.

Prenez rendez-vous en ligne ou appelez l'accueil atelier. Pour les réparations de plus de 2 heures, nous vous prêtons un véhicule de courtoisie gratuit si vous réservez à l'avance, ou notre navette gratuite vous dépose où vous voulez dans un rayon de 10 km.

Pendant l'attente, notre salon vous offre le wifi gratuit, le café et un coin enfants.`,
  ],
  questions: [
    { text: 'le showroom ferme à quelle heure le samedi', expect: ['18h'] },
    { text: "l'atelier est ouvert le dimanche ?", expect: ["L'atelier est fermé le dimanche"] },
    { text: "c'est quoi votre taeg sur une neuve", expect: ['3,9 %'] },
    { text: 'vous faites la reprise ?', expect: ['toutes les voitures'] },
    { text: 'combien pour une vidange', expect: ['69,95 €'] },
    { text: 'je peux faire un essai devant chez moi', expect: ['dans un rayon de 20 km'] },
    { text: 'vous prenez des frais de dossier', expect: ['399 €'] },
    { text: 'garantie sur les occasions ?', expect: ['12 000 km'] },
    {
      text: "j'ai un mauvais dossier bancaire, je peux quand même avoir un crédit",
      expect: ['solutions de financement'],
    },
    { text: 'vous êtes où', expect: ['4500 Lakeshore Drive'] },
    { text: 'je peux financer sur combien de temps max', expect: ['72 mois'] },
    { text: 'vous livrez les voitures à domicile', expect: ['dans un rayon de 50 km'] },
    {
      text: 'je peux rendre une occasion si elle me plaît pas',
      expect: ['5 jours'],
    },
    { text: 'faut-il un apport', expect: ['pas obligatoire'] },
    { text: "tel de l'atelier", expect: ['(555) 870-3311'] },
    { text: "vous réparez d'autres marques genre toyota", expect: ['toutes les marques'] },
    {
      text: "j'aurai une voiture de remplacement pendant la réparation ?",
      expect: ['véhicule de courtoisie'],
    },
    { text: 'vous vendez quelles marques', expect: ['Mazda'] },
    { text: 'vos occasions ont un rapport carfax ?', expect: ['CARFAX'] },
    { text: 'combien les plaquettes de frein', expect: ['189 €'] },
    {
      text: "un essai dure combien de temps et qu'est-ce que je dois apporter",
      expect: ['30 minutes', 'permis de conduire'],
    },
    { text: 'kilométrage possible en LOA', expect: ['12 000 km par an'] },
    {
      text: "l'accord de principe ça impacte mon score de crédit ?",
      expect: ['sans impact'],
    },
    { text: "l'offre de reprise est valable combien de temps", expect: ['7 jours'] },
    { text: 'les rappels sont payants ?', expect: ['gratuitement'] },
    { text: 'combien coûte le contrôle technique', expect: ['35 €'] },
    {
      text: "quel taeg sur une occasion et c'est sur quelle durée",
      expect: ['5,9 %', '24 à 72 mois'],
    },
    {
      text: "j'ai encore un crédit en cours sur ma voiture, vous pouvez la reprendre ?",
      expect: ['prêt restant'],
    },
    { text: "il y a le wifi dans la salle d'attente", expect: ['wifi'] },
    { text: "je sors à quelle sortie de l'autoroute", expect: ['sortie 12'] },
    { text: 'vous ouvrez à quelle heure le dimanche', expect: ['11h à 16h'] },
    { text: 'vous vendez des motos', unanswerable: true },
    { text: 'je peux louer une voiture à la journée', unanswerable: true },
    { text: 'je peux payer une voiture en bitcoin', unanswerable: true },
    { text: 'vous posez des vitres teintées', unanswerable: true },
    { text: 'combien coûte un blanchiment des dents', unanswerable: true, probes: 'clinic' },
    {
      text: "c'est combien une séance de coaching à l'unité",
      unanswerable: true,
      probes: 'coach',
    },
    {
      text: 'combien coûte la candidature pour louer un appartement',
      unanswerable: true,
      probes: 'realty',
    },
  ],
};
