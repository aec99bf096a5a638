import type { EvalBusiness } from '../../types';

export const shop: EvalBusiness = {
  id: 'shop',
  name: 'Trailhead Outfitters',
  knowledge: [
    `Trailhead Outfitters vend du matériel de randonnée, de camping et d'escalade en ligne et dans notre magasin au 88 Alder Avenue, à Fernwood, à côté de la gare de Fernwood.

Horaires du magasin : du lundi au samedi de 10h à 20h, le dimanche de 11h à 17h. En décembre, nous restons ouverts jusqu'à 21h tous les jours du 1er au 23 décembre. Le magasin est fermé à Thanksgiving, le jour de Noël et le jour de l'An.

Parking : deux heures gratuites au parking de l'Alder Avenue ; faites valider votre ticket en caisse.

Service client : écrivez-nous ici sur le chat, par e-mail à help@trailheadoutfitters.example, ou appelez le 1-800-555-0142, du lundi au vendredi de 9h à 18h, heure du Pacifique.`,

    `Livraison

La livraison standard est offerte dès 75 € d'achat ; en dessous, elle coûte 6,95 €. La livraison standard prend de 3 à 5 jours ouvrés. La livraison express arrive en 1 à 2 jours ouvrés et coûte 18 €.

Les commandes passées avant 14h (heure du Pacifique) sont expédiées le jour ouvré même. Vous recevez un lien de suivi par e-mail dès que votre commande quitte notre entrepôt.

Nous livrons aux États-Unis et au Canada. Les commandes vers le Canada coûtent un forfait de 15 €, droits de douane compris, et arrivent en 5 à 10 jours ouvrés. Les articles volumineux comme les tentes et les kayaks ne peuvent pas être livrés en boîte postale.

Click & collect : commandez en ligne et retirez votre commande en magasin, gratuitement, en général sous 2 heures.`,

    `Retours, échanges et garantie

Vous pouvez retourner les articles non utilisés sous 60 jours après la livraison pour un remboursement intégral sur le moyen de paiement d'origine. Les membres du Trail Club ont 365 jours pour retourner un article. Les articles achetés en ligne peuvent aussi être retournés en magasin.

Retour par la poste : nous vous envoyons une étiquette prépayée par e-mail et 7 € sont déduits de votre remboursement ; les retours en magasin sont gratuits. Les échanges pour une autre taille ou une autre couleur sont gratuits, par la poste ou en magasin.

Les remboursements sont effectués sous 5 jours ouvrés après réception de votre retour.

Les articles utilisés ne peuvent pas être retournés, sauf s'ils sont défectueux. Les articles soldés en vente finale, les cartouches de gaz entamées et les articles personnalisés ne sont ni repris ni échangés.

Garantie : tous les produits de la marque Trailhead sont garantis à vie contre les défauts de fabrication. Les autres marques bénéficient de la garantie de leur fabricant, et nous nous occupons de la demande pour vous.

Réparations : notre atelier répare les fermetures éclair, les coutures et les arceaux de tente. Le remplacement d'une fermeture éclair commence à 25 €, et la plupart des réparations prennent une semaine.`,

    `Payer et économiser

Nous acceptons Visa, Mastercard, American Express, Discover, PayPal, Apple Pay et les cartes cadeaux Trailhead. Avec Afterpay, vous pouvez payer en 4 fois sans frais pour les commandes de 50 € à 1 000 €.

L'adhésion au Trail Club est gratuite : vous cumulez 5 % de votre achat en points fidélité à chaque achat, vous avez 365 jours pour les retours et vous êtes invité aux événements réservés aux membres. Inscrivez-vous en caisse ou dans votre compte en ligne.

Alignement des prix : si un magasin aux États-Unis ou au Canada vend un article identique en stock moins cher dans les 14 jours suivant votre achat, nous nous alignons sur le prix le plus bas.

Les cartes cadeaux sont vendues de 25 € à 500 € et n'expirent jamais. Les étudiants ont 10 % de réduction sur présentation d'une carte étudiante valide.

Location de matériel : les tentes se louent 25 € par jour et les sacs à dos 12 € par jour, avec une caution de 100 € bloquée sur une carte de crédit. Réservez vos locations par téléphone ou en magasin.`,
  ],
  questions: [
    { text: 'la livraison prend combien de temps', expect: ['3 à 5 jours ouvrés'] },
    { text: 'la livraison est gratuite ?', expect: ['75 €'] },
    {
      text: "je peux rendre des chaussures que j'ai déjà portées en rando",
      expect: ["sauf s'ils sont défectueux"],
    },
    { text: 'conditions de retour ?', expect: ['60 jours'] },
    { text: 'vous etes ouverts a quelle heure le dimanche', expect: ['11h à 17h'] },
    { text: 'vous livrez au canada et ça coûte combien', expect: ['15 €'] },
    { text: 'on peut payer en plusieurs fois ?', expect: ['Afterpay'] },
    { text: "c'est où le magasin", expect: ['88 Alder Avenue'] },
    {
      text: 'si je trouve moins cher ailleurs vous vous alignez ?',
      expect: ['prix le plus bas'],
    },
    {
      text: 'après un retour je suis remboursé en combien de temps',
      expect: ['5 jours ouvrés'],
    },
    { text: 'prix livraison express ?', expect: ['18 €'] },
    { text: 'je peux louer une tente pour le week-end ?', expect: ['25 € par jour'] },
    { text: 'les cartes cadeaux expirent ?', expect: ["n'expirent jamais"] },
    { text: 'réduc étudiant ?', expect: ['10 %'] },
    { text: "si je commande à midi ça part aujourd'hui ?", expect: ['avant 14h'] },
    {
      text: 'la fermeture éclair de ma veste est cassée, vous pouvez la réparer',
      expect: ["remplacement d'une fermeture éclair"],
    },
    {
      text: "c'est quoi la garantie sur les sacs à dos de votre marque",
      expect: ['garantis à vie'],
    },
    {
      text: 'je peux récupérer ma commande internet en magasin',
      expect: ['2 heures'],
    },
    { text: 'numéro du service client', expect: ['1-800-555-0142'] },
    { text: 'vous êtes ouverts à noël', expect: ['jour de Noël'] },
    { text: "vous prenez l'amex", expect: ['American Express'] },
    {
      text: "comment on s'inscrit au programme fidélité et ça donne quoi",
      expect: ['gratuite', '5 %'],
    },
    {
      text: 'je peux échanger mes chaussures contre une pointure au-dessus',
      expect: ['autre taille'],
    },
    { text: 'il y a un parking pas loin ?', expect: ['deux heures gratuites'] },
    { text: 'vous pouvez envoyer une tente à ma boîte postale', expect: ['boîte postale'] },
    { text: 'délai de retour pour les membres ?', expect: ['365 jours'] },
    { text: 'qui paie le retour si je renvoie par la poste', expect: ['7 €'] },
    {
      text: 'je peux rapporter une cartouche de gaz entamée',
      expect: ['cartouches de gaz'],
    },
    { text: 'horaires en décembre pour les fêtes ?', expect: ['21h'] },
    {
      text: 'combien pour louer un sac à dos et y a une caution ?',
      expect: ['12 €', '100 €'],
    },
    { text: "j'aurai un numéro de suivi ?", expect: ['lien de suivi'] },
    { text: 'vous vendez des permis de pêche', unanswerable: true },
    { text: 'vous pouvez farter mes skis', unanswerable: true },
    { text: 'vos doudounes sont fabriquées de façon éthique ?', unanswerable: true },
    { text: 'vous proposez des randos guidées', unanswerable: true },
    { text: 'combien coûte un détartrage pour un adulte', unanswerable: true, probes: 'clinic' },
    { text: "l'estimation de la maison est gratuite ?", unanswerable: true, probes: 'realty' },
    {
      text: 'le programme de reconversion comprend combien de séances',
      unanswerable: true,
      probes: 'coach',
    },
  ],
};
