import type { EvalBusiness } from '../../types';

export const coach: EvalBusiness = {
  id: 'coach',
  name: 'Clara Mendes Coaching de carrière',
  knowledge: [
    `Qui suis-je

Je suis Clara Mendes, coach de carrière certifiée (ICF Professional Certified Coach), avec 15 ans d'expérience dans les RH et le recrutement avant de devenir coach. J'accompagne les professionnels en milieu de carrière dans leur reconversion, leur préparation aux entretiens, la négociation de leur salaire et leur prise de poste de manager. J'anime aussi des ateliers pour les entreprises.

Où : les séances se déroulent en ligne sur Zoom, ou en présentiel dans mon cabinet au 7 Willow Lane, bureau 2B, Brookhaven. Les séances en présentiel ont lieu uniquement le mardi et le jeudi.

Quand : je travaille du mardi au vendredi de 8h à 18h, et le samedi matin de 9h à 12h, heure de l'Est (Eastern Time). Je ne travaille ni le dimanche ni le lundi.

Contact : écrivez-moi à clara@claramendes.example ou envoyez un SMS au (555) 602-4411. Je réponds à chaque message sous un jour ouvré. Je coache en anglais et en portugais.`,

    `Formules et tarifs

Appel découverte : un appel gratuit de 20 minutes pour voir si nous sommes faits pour travailler ensemble. Réservez-le sur mon site.

Séance individuelle : 60 minutes, 180 €.

Programme Reconversion : 6 séances sur 3 mois, avec un suivi par e-mail entre les séances, 960 €.

Prêt pour l'entretien : 3 séances, dont une simulation d'entretien enregistrée avec un retour écrit, 480 €.

Relecture CV et LinkedIn : 220 €. Vous recevez mon retour écrit sous 5 jours ouvrés, et une série de corrections est incluse.

Séance négociation salariale : 90 minutes pour préparer vos chiffres et votre argumentaire, 240 €.

Ateliers en entreprise : à partir de 2 500 € la demi-journée, jusqu'à 20 participants.

Paiement : j'accepte la carte bancaire, PayPal et le virement, et je facture les entreprises. Les programmes peuvent être réglés en 3 mensualités sans frais supplémentaires. Beaucoup d'employeurs remboursent le coaching : je vous remets donc un reçu pour votre note de frais. Quelques places à tarif réduit sont réservées aux personnes actuellement sans emploi, avec 30 % de réduction.`,

    `Comment ça se passe

Réservation : après l'appel découverte, vous réservez vous-même vos séances dans mon agenda en ligne.

Déplacer ou annuler une séance est gratuit jusqu'à 24 heures avant. Les annulations plus tardives et les absences comptent comme une séance utilisée.

Remboursement : si après la première séance d'un programme vous sentez que ce n'est pas ce qu'il vous faut, je vous rembourse intégralement les séances restantes. Les séances individuelles ne sont pas remboursables.

Les programmes doivent être utilisés dans les 6 mois suivant l'achat.

Confidentialité : tout ce que vous partagez reste entre nous. Je ne contacte jamais votre employeur ni personne d'autre sans votre accord.`,
  ],
  questions: [
    { text: 'combien coûte une séance', expect: ['180 €'] },
    { text: 'le premier appel est gratuit ?', expect: ['20 minutes'] },
    { text: 'vous faites des séances en présentiel', expect: ['7 Willow Lane'] },
    { text: 'je peux payer le programme en plusieurs fois', expect: ['3 mensualités'] },
    { text: "c'est quoi vos conditions d'annulation", expect: ['24 heures'] },
    { text: 'vous êtes dispo le week-end ?', expect: ['samedi matin'] },
    { text: 'une séance dure combien de temps', expect: ['60 minutes'] },
    { text: 'combien pour relire mon cv', expect: ['220 €'] },
    { text: 'la relecture du cv prend combien de temps', expect: ['5 jours ouvrés'] },
    {
      text: "vous aidez à négocier une augmentation et c'est combien",
      expect: ['240 €'],
    },
    { text: 'vous travaillez avec des entreprises ?', expect: ['2 500 €'] },
    {
      text: 'je peux être remboursée si ça me convient pas',
      expect: ['séances restantes'],
    },
    { text: 'vous parlez portugais', expect: ['portugais'] },
    { text: 'vous êtes sur quel fuseau horaire', expect: ["heure de l'Est"] },
    { text: 'comment vous contacter', expect: ['clara@claramendes.example'] },
    {
      text: "qu'est-ce qu'il y a dans le programme reconversion",
      expect: ['6 séances'],
    },
    { text: "vous faites des simulations d'entretien", expect: ['480 €'] },
    {
      text: 'mon employeur peut payer ? il me faut un justificatif',
      expect: ['reçu'],
    },
    { text: "j'ai perdu mon emploi, vous faites une réduction ?", expect: ['30 % de réduction'] },
    {
      text: 'vous allez dire à mon patron que je cherche ailleurs',
      expect: ['ne contacte jamais votre employeur'],
    },
    {
      text: "j'ai combien de temps pour utiliser les séances achetées",
      expect: ['6 mois'],
    },
    { text: 'vous êtes certifiée ?', expect: ['ICF'] },
    { text: 'vous travaillez le lundi', expect: ['ni le dimanche ni le lundi'] },
    { text: 'vous répondez aux mails en combien de temps', expect: ['un jour ouvré'] },
    { text: 'on peut payer par paypal', expect: ['PayPal'] },
    { text: "qu'est-ce qui se passe si je rate une séance", expect: ['séance utilisée'] },
    { text: 'quel est votre parcours', expect: ['15 ans'] },
    { text: 'comment je réserve', expect: ['agenda en ligne'] },
    {
      text: 'on peut se voir en vrai un vendredi',
      expect: ['le mardi et le jeudi'],
    },
    {
      text: 'combien coûte la formule entretien et ça fait combien de séances',
      expect: ['480 €', '3 séances'],
    },
    {
      text: 'la séance de négo salariale dure combien de temps',
      expect: ['90 minutes'],
    },
    { text: 'vous pouvez me coacher en espagnol', expect: ['anglais et en portugais'] },
    { text: "vous faites de la thérapie pour l'anxiété", unanswerable: true },
    {
      text: 'vous aidez les gens à créer leur propre entreprise',
      unanswerable: true,
    },
    {
      text: 'vous pouvez aider mon ado à choisir ses études à la fac',
      unanswerable: true,
    },
    {
      text: 'vous proposez du coaching de groupe pour les infirmières',
      unanswerable: true,
    },
    { text: "vous prenez l'assurance delta dental", unanswerable: true, probes: 'clinic' },
    {
      text: 'combien coûte la livraison express',
      unanswerable: true,
      probes: 'shop',
    },
    {
      text: "c'est combien vos frais de dossier sur une voiture neuve",
      unanswerable: true,
      probes: 'dealer',
    },
  ],
};
